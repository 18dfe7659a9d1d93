import type { LoadFigures } from "./load";
import { sleep } from "./server";
import type { GetLoadOptions } from "./wrk";

type Measure = (options: GetLoadOptions) => Promise<LoadFigures>;

/** The kept page measured alone and beside each crowd. */
const KEPT_PATH = "/about";
/** Distinct paths a crowd asks for in turn: more than the page cache keeps (500). */
const DISTINCT = 5_000;

export interface UncachedFigures {
  kept_alone: LoadFigures;
  /** 50 connections asking for paths no route has (a 404 each). */
  unknown_paths: { crowd: LoadFigures; kept: LoadFigures; kept_ratio: number };
  /** 50 connections asking for a page the cache never keeps (signed in): each a render. */
  uncached_page: { crowd: LoadFigures; kept: LoadFigures; kept_ratio: number };
  /** Renders a second of the uncached page, with nothing else asked. */
  uncached_alone: LoadFigures;
}

/**
 * What pages the cache does not keep cost the pages it keeps: a kept page's rate alone, then
 * while a crowd of `connections` asks for unknown paths, then for an uncached page, and that
 * page's renders a second alone. Each crowd runs a second longer at both ends than the kept
 * page's run, so the measured seconds are all under load.
 */
export async function measureUncached(options: {
  url: string;
  connections: number;
  durationS: number;
  measure: Measure;
}): Promise<UncachedFigures> {
  const { url, connections, durationS, measure } = options;
  const kept = (name: string) =>
    measure({ name, url: `${url}${KEPT_PATH}`, connections, durationS });
  const beside = async (crowd: GetLoadOptions) => {
    const crowdRun = measure({ ...crowd, durationS: durationS + 2 });
    await sleep(1000);
    const keptRun = await kept(`GET ${KEPT_PATH} beside ${crowd.name}`);
    return { crowd: await crowdRun, kept: keptRun };
  };
  const numbered = (make: (i: number) => string) =>
    Array.from({ length: DISTINCT }, (_, i) => make(i));

  await kept(`GET ${KEPT_PATH}, warm-up`);
  const keptAlone = await kept(`GET ${KEPT_PATH} alone`);
  const unknown = await beside({
    name: `${DISTINCT} unknown paths`,
    url,
    connections,
    durationS,
    paths: numbered((i) => `/no-such-page-${i}`),
  });
  // A session cookie: the page cache never shares a signed-in request, so each is a render.
  const uncachedPage = {
    url: `${url}${KEPT_PATH}`,
    connections,
    durationS,
    headers: { cookie: "access_token=bench" },
  };
  const uncached = await beside({ ...uncachedPage, name: `${KEPT_PATH} signed in (not kept)` });
  const uncachedAlone = await measure({
    ...uncachedPage,
    name: `${KEPT_PATH} signed in (not kept) alone`,
  });
  const ratio = (run: LoadFigures) =>
    Math.round((run.requests_per_s / keptAlone.requests_per_s) * 1000) / 1000;
  return {
    kept_alone: keptAlone,
    unknown_paths: { ...unknown, kept_ratio: ratio(unknown.kept) },
    uncached_page: { ...uncached, kept_ratio: ratio(uncached.kept) },
    uncached_alone: uncachedAlone,
  };
}
