import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createLocalStorage } from "#server/storage/local-storage.server";
import { storeImage } from "#server/storage/media.server";
import { pngBomb, progressiveJpeg } from "#testing/image-bombs";
import { type LighthouseFigures, runLighthouse } from "./lighthouse";
import { rssMiB, sampleRss, sleep } from "./server";

export interface MediaFigures {
  /** Budget: under 2 s. */
  variants_12mp_s: { runs: number[]; median: number; max: number };
  /** One 12 MP upload through HTTP: transfer, variants, storage and the audit entry. */
  upload_12mp_s: number;
  /** Budget: performance 100 and CLS 0 on a case page showing that upload. */
  case_page_lighthouse: LighthouseFigures;
  /** The same page without its image, measured right after it (the machine's share). */
  case_page_without_image_lighthouse: LighthouseFigures;
  burst: {
    uploads: number;
    statuses: Record<string, number>;
    seconds: number;
    rss_before_mib: number;
    rss_peak_mib: number;
    rss_after_mib: number;
    /** Budget: at most 300 MiB. */
    peak_over_before_mib: number;
  };
  bombs: BombFigures;
}

interface BombRun {
  status: number;
  code?: string;
  seconds: number;
  rss_before_mib: number;
  rss_peak_mib: number;
  /** Budget: at most 300 MiB. */
  peak_over_before_mib: number;
}

export interface BombFigures {
  /** Each alone, in turn: a small file that claims (or is) a huge image. */
  single: Record<string, BombRun & { bytes: number }>;
  /** Three 10×10,000,000 PNGs at once. Budget: at most 400 MiB over before. */
  concurrent: { statuses: Record<string, number>; seconds: number; peak_over_before_mib: number };
  /** Before the first bomb, and 60 s after the last answer. Budget: back within 50 MiB. */
  rss_before_mib: number;
  rss_after_60s_mib: number;
  after_60s_over_before_mib: number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * A 4000×3000 (12 MP) JPEG as a camera writes it, at quality 90. Its pixels are noise over a
 * gradient, different for each `seed`: harder to encode than a photo (the figures err on the
 * slow side), and never the same bytes twice (each upload is processed, none reused).
 */
async function photo12mp(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 110 + (seed % 40), sigma: 25 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

function multipart(bytes: Uint8Array, name: string, type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** One upload to POST /api/storage/media: its status and, for an error, its code. */
async function postImage(
  baseUrl: string,
  auth: Record<string, string>,
  bytes: Uint8Array,
  name: string,
) {
  const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
  const res = await fetch(`${baseUrl}/api/storage/media`, {
    method: "POST",
    headers: { authorization: auth.authorization! },
    body: multipart(bytes, name, type),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  return { status: res.status, code: body.error?.code };
}

/** Runs `work` while the server's memory is sampled every 20 ms: its result, time and peak. */
async function sampled<T>(pid: number, work: () => Promise<T>) {
  const sampler = sampleRss(pid);
  const started = performance.now();
  let peak = sampler.before;
  let result: T;
  try {
    result = await work();
  } finally {
    peak = sampler.peak();
  }
  return {
    result,
    seconds: round((performance.now() - started) / 1000),
    before: sampler.before,
    peak,
    overBefore: round(peak - sampler.before, 1),
  };
}

/** Uploads every file at once: how many answers of each status. */
async function uploadsAtOnce(
  baseUrl: string,
  auth: Record<string, string>,
  files: [Uint8Array, string][],
) {
  const statuses: Record<string, number> = {};
  await Promise.all(
    files.map(async ([bytes, name]) => {
      const { status } = await postImage(baseUrl, auth, bytes, name);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  return statuses;
}

/**
 * Image bombs sent to the server: each alone (its memory sampled every 20 ms), then three at once,
 * then the server's memory a minute after the last answer. Among them, images the upload takes:
 * a 100-megapixel PNG read row by row, and an interlaced PNG and a progressive JPEG at the limit
 * of those decoded whole.
 */
export async function measureBombs(
  baseUrl: string,
  pid: number,
  auth: Record<string, string>,
  log: (message: string) => void,
): Promise<BombFigures> {
  log("media: making the image bombs");
  const bombs: [string, Uint8Array][] = [
    ["png_10x10000000.png", await pngBomb({ width: 10, height: 10_000_000 })],
    [
      "png_interlaced_16bit_10000x10000.png",
      await pngBomb({ width: 10_000, height: 10_000, depth: 16, interlaced: true }),
    ],
    ["jpeg_progressive_10000x10000.jpg", await progressiveJpeg(10_000, 10_000)],
    ["png_10000x10000.png", await pngBomb({ width: 10_000, height: 10_000 })],
    // At the limit of images decoded whole: taken.
    [
      "png_interlaced_16bit_5000x5000.png",
      await pngBomb({ width: 5000, height: 5000, depth: 16, interlaced: true }),
    ],
    ["jpeg_progressive_5000x5000.jpg", await progressiveJpeg(5000, 5000)],
  ];
  const triple = await Promise.all(
    [1, 2, 3].map((seed) => pngBomb({ width: 10, height: 10_000_000, seed })),
  );
  await sleep(5000);
  const rssBefore = rssMiB(pid);
  const single: BombFigures["single"] = {};
  for (const [name, bytes] of bombs) {
    log(`media: bomb ${name} (${bytes.length} bytes)`);
    const run = await sampled(pid, () => postImage(baseUrl, auth, bytes, name));
    single[name.replace(/\.\w+$/, "")] = {
      ...run.result,
      bytes: bytes.length,
      seconds: run.seconds,
      rss_before_mib: run.before,
      rss_peak_mib: run.peak,
      peak_over_before_mib: run.overBefore,
    };
    await sleep(3000);
  }
  log("media: three bombs at once");
  const concurrent = await sampled(pid, () =>
    uploadsAtOnce(
      baseUrl,
      auth,
      triple.map((bytes, i) => [bytes, `bomb-${i}.png`]),
    ),
  );
  log("media: the server's memory 60 s after the last bomb");
  await sleep(60_000);
  const after = rssMiB(pid);
  return {
    single,
    concurrent: {
      statuses: concurrent.result,
      seconds: concurrent.seconds,
      peak_over_before_mib: concurrent.overBefore,
    },
    rss_before_mib: rssBefore,
    rss_after_60s_mib: after,
    after_60s_over_before_mib: round(after - rssBefore, 1),
  };
}

/**
 * The image budgets: the variants of a 12 MP JPEG made in this process (the same code as the
 * server's, on local disk); one such upload through HTTP, shown on a new case study's page and
 * measured by Lighthouse (a fresh browser); then the server's memory while 10 of them arrive at
 * once, sampled every 20 ms.
 */
export async function measureMedia(
  baseUrl: string,
  pid: number,
  auth: Record<string, string>,
  log: (message: string) => void,
): Promise<MediaFigures> {
  const work = mkdtempSync(path.join(os.tmpdir(), "ada-bench-media-"));
  try {
    const storage = createLocalStorage(work);
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const bytes = await photo12mp(1000 + run);
      const source = path.join(work, `source-${run}.jpg`);
      writeFileSync(source, bytes);
      const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
      const started = performance.now();
      await storeImage(storage, source, digest, "image/jpeg");
      runs.push(round((performance.now() - started) / 1000));
      log(`media: variants of a 12 MP JPEG in ${runs.at(-1)} s`);
    }
    const sorted = [...runs].sort((a, b) => a - b);

    const single = await photo12mp(2000);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/storage/media`, {
      method: "POST",
      headers: { authorization: auth.authorization! },
      body: multipart(single, "single.jpg"),
    });
    if (res.status !== 201) throw new Error(`media upload answered ${res.status}`);
    const uploadSeconds = round((performance.now() - started) / 1000);
    const { publicUrl } = (await res.json()) as { publicUrl: string };
    // The same case page with and without the photo: the difference is the image's cost.
    const casePage = async (title: string, image: string | null) => {
      const created = await fetch(`${baseUrl}/api/case_studies`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          title,
          description: "Une page de cas dont l'image vient d'un appareil de 12 mégapixels.",
          client: "Banc d'essai",
          challenge: "Montrer une grande image sans ralentir la page.",
          image_url: image,
        }),
      });
      if (created.status !== 201) throw new Error(`case study answered ${created.status}`);
      const { slug } = (await created.json()) as { slug: string };
      return `${baseUrl}/cases/${slug}?lang=fr`;
    };
    const withPhoto = await casePage("Étude de cas avec une grande photo", publicUrl);
    const withoutPhoto = await casePage("Étude de cas sans photo", null);
    log("media: Lighthouse on a case page with the photo, then on one without");
    const [withFigures, withoutFigures] = await runLighthouse([withPhoto, withoutPhoto]);

    log("media: a burst of 10 uploads of 12 MP JPEGs");
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => photo12mp(3000 + i)));
    await sleep(2000);
    const burst = await sampled(pid, () =>
      uploadsAtOnce(
        baseUrl,
        auth,
        photos.map((bytes, i) => [bytes, `burst-${i}.jpg`]),
      ),
    );
    await sleep(2000);
    const bombs = await measureBombs(baseUrl, pid, auth, log);
    return {
      variants_12mp_s: { runs, median: sorted[1]!, max: sorted[2]! },
      upload_12mp_s: uploadSeconds,
      case_page_lighthouse: withFigures!,
      case_page_without_image_lighthouse: withoutFigures!,
      burst: {
        uploads: photos.length,
        statuses: burst.result,
        seconds: burst.seconds,
        rss_before_mib: burst.before,
        rss_peak_mib: burst.peak,
        rss_after_mib: rssMiB(pid),
        peak_over_before_mib: burst.overBefore,
      },
      bombs,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
