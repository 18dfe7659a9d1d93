import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { chromiumLaunch } from "#testing/browser-settings";
import { loopbackOnly } from "./server";

export interface LighthouseFigures {
  url: string;
  performance: number | null;
  accessibility: number | null;
  best_practices: number | null;
  seo: number | null;
  cls: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  /** Audits that cost points, for the closing note's "why". */
  failing: string[];
  error?: string;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

const audit = (url: string, port: number) =>
  lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });

/**
 * Lighthouse (the npm package, mobile defaults: simulated slow 4G and a mid-range phone) on each
 * URL, each in a fresh instance of Debian's Chromium launched with the end-to-end tests' flags.
 */
export async function runLighthouse(
  urls: string[],
  onResult: (figures: LighthouseFigures) => void = () => {},
): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const url of urls) {
    loopbackOnly(url);
    // A fresh browser per page, as Lighthouse's CLI and PageSpeed Insights run it: no warm
    // compile cache or HTTP cache carried from the page before.
    const chrome = await launch({
      chromePath: chromiumLaunch.executablePath,
      chromeFlags: ["--headless=new", ...chromiumLaunch.args],
      logLevel: "silent",
    });
    try {
      let figures: LighthouseFigures;
      try {
        // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): one more run, as it advises.
        let run = await audit(url, chrome.port);
        if (run?.lhr.runtimeError) run = await audit(url, chrome.port);
        if (!run) throw new Error("no result");
        const { categories, audits } = run.lhr;
        const numeric = (id: string) => {
          const value = audits[id]?.numericValue;
          return value === undefined ? null : Math.round(value * 1000) / 1000;
        };
        figures = {
          url,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          best_practices: score(categories["best-practices"]?.score),
          seo: score(categories.seo?.score),
          cls: numeric("cumulative-layout-shift"),
          lcp_ms: numeric("largest-contentful-paint"),
          tbt_ms: numeric("total-blocking-time"),
          ...(run.lhr.runtimeError
            ? { error: `${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}` }
            : {}),
          failing: Object.values(categories).flatMap((category) =>
            category.auditRefs
              .filter((ref) => ref.weight > 0)
              .map((ref) => audits[ref.id])
              .filter(
                (audit) =>
                  audit && (audit.errorMessage || (audit.score !== null && audit.score < 1)),
              )
              .map((audit) =>
                audit!.errorMessage
                  ? `${category.id}: ${audit!.id} (error: ${audit!.errorMessage})`
                  : `${category.id}: ${audit!.id} (${score(audit!.score)})`,
              ),
          ),
        };
      } catch (error) {
        figures = {
          url,
          performance: null,
          accessibility: null,
          best_practices: null,
          seo: null,
          cls: null,
          lcp_ms: null,
          tbt_ms: null,
          failing: [],
          error: error instanceof Error ? error.message : String(error),
        };
      }
      results.push(figures);
      onResult(figures);
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/** The alternative texts of the measured case study's image, one per language. */
export const ILLUSTRATED_CASE_ALT = {
  fr: "Un entrepôt dont les rayonnages sont rangés par des robots",
  en: "A warehouse whose shelves are stocked by robots",
  ar: "مستودع تُرتّب رفوفه روبوتات",
};

/**
 * A published case study showing a stored image (a 1600×900 JPEG, its variants made by the
 * server) with its alternative text in the three languages, made through the API, so that the
 * pages measured show images as visitors get them: its own page and, being the newest in the
 * public order, the home page's and `/cases`' first card. Answers its page's path.
 */
export async function illustratedCase(baseUrl: string, auth: Record<string, string>) {
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: "#456" },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 800, height: 450, channels: 3, background: "#c84" },
        })
          .png()
          .toBuffer(),
        top: 225,
        left: 400,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "entrepot.jpg");
  const uploaded = await fetch(`${baseUrl}/api/storage/media`, {
    method: "POST",
    headers: { authorization: auth.authorization! },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`image upload answered ${uploaded.status}`);
  const { publicUrl } = (await uploaded.json()) as { publicUrl: string };
  const json = { authorization: auth.authorization!, "content-type": "application/json" };
  const key = publicUrl.slice(publicUrl.lastIndexOf("/") + 1);
  const alt = await fetch(`${baseUrl}/api/storage/media/${key}`, {
    method: "PATCH",
    headers: json,
    body: JSON.stringify({ alt: ILLUSTRATED_CASE_ALT }),
  });
  if (alt.status !== 200) throw new Error(`alternative texts answered ${alt.status}`);
  const created = await fetch(`${baseUrl}/api/case_studies`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      title: "Entrepôt automatisé",
      description: "Des robots rangent l'entrepôt d'un distributeur, de jour comme de nuit.",
      client: "Logistique Sud",
      image_url: publicUrl,
      published: true,
      translations: {
        en: {
          title: "Automated warehouse",
          description: "Robots stock a distributor's warehouse, day and night.",
        },
        ar: {
          title: "مستودع آلي",
          description: "روبوتات ترتّب مستودع موزّع ليلاً ونهاراً.",
        },
      },
    }),
  });
  if (created.status !== 201) throw new Error(`case study answered ${created.status}`);
  return `/cases/${((await created.json()) as { slug: string }).slug}`;
}
