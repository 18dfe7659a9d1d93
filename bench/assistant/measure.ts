/**
 * The assistant's quality and speed without a language model, on the evaluation set
 * (evaluation.ts) and the first start's content: top-3 hit rate, abstention on off-topic questions
 * and hand-over precision and recall per language, on the tuned set and each held-out one apart; the answer's latency, and the index's build over 1,000 published rows,
 * from the database (an in-memory PGlite with the migrations) as a write triggers it. Part of
 * `npm run bench` (section `assistant`); alone: `npx tsx bench/assistant/measure.ts`.
 */
import { fileURLToPath } from "node:url";
import { LANGUAGES, type Language } from "#domain/languages";
import { Assistant } from "#server/assistant/assistant.server";
import { assistantContentReader } from "#server/assistant/content.server";
import { assistantDocuments, INDEXED_TABLES } from "#server/assistant/documents";
import { AssistantIndex } from "#server/assistant/retrieval";
import { openPglite, wrapPglite } from "#server/db/client.server";
import { contentTables } from "#server/db/schema";
import { SiteTexts } from "#server/site-texts/site-texts.server";
import { ContentChanges } from "#server/spine/changes";
import { createLogger } from "#server/spine/logger.server";
import { seedRows } from "#testing/assistant/content";
import { EVALUATION, type EvaluationQuestion } from "#testing/assistant/evaluation";
import { HELD_OUT_SETS, type HeldOutKey } from "#testing/assistant/held-out-sets";

/** How the assistant answers one set of questions, per language. */
export interface EvaluationFigures {
  questions: Record<Language, { answer: number; handover: number; off_topic: number }>;
  /** Answer questions with an expected page among the first three sources, not handed over. */
  top3_hit_rate: Record<Language, number>;
  /** Off-topic questions answered with no page shown and handed over. */
  abstention_rate: Record<Language, number>;
  /** Of the questions handed over, those that should be (asking for a person, or off-topic). */
  handover_precision: Record<Language, number>;
  /** Of the questions that should be handed over, those that are. */
  handover_recall: Record<Language, number>;
  misses: { lang: Language; question: string; got: string[]; handover: boolean }[];
}

/** The tuned set's figures, and the same figures on each held-out set (`HELD_OUT_SETS`) apart. */
export interface AssistantFigures extends EvaluationFigures, Record<HeldOutKey, EvaluationFigures> {
  answer_ms: { p50: number; p95: number; max: number; samples: number };
  documents: { seed: number; rows_1000: number };
  build_ms: { seed: number; rows_1000_first: number; rows_1000_after_a_write: number };
}

const ROUNDS = 10;
const ROWS = 1_000;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function evaluate(index: AssistantIndex, set: EvaluationQuestion[]): EvaluationFigures {
  const misses: EvaluationFigures["misses"] = [];
  const tally = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      { answer: 0, hit: 0, offTopic: 0, abstained: 0, expected: 0, handed: 0, right: 0 },
    ]),
  ) as Record<
    Language,
    {
      answer: number;
      hit: number;
      offTopic: number;
      abstained: number;
      expected: number;
      handed: number;
      right: number;
    }
  >;
  for (const item of set) {
    const answer = index.search(item.question, item.lang);
    const urls = answer.sources.map((source) => source.url);
    const counts = tally[item.lang];
    const miss = () =>
      misses.push({
        lang: item.lang,
        question: item.question,
        got: urls,
        handover: answer.handover,
      });
    if (answer.handover) counts.handed++;
    if (item.handover) {
      counts.expected++;
      if (answer.handover) counts.right++;
    }
    if (item.abstain) {
      counts.offTopic++;
      if (answer.handover && urls.length === 0) counts.abstained++;
      else miss();
    } else if (item.handover) {
      if (!answer.handover) miss();
    } else {
      counts.answer++;
      if (!answer.handover && urls.some((url) => item.expect?.includes(url))) counts.hit++;
      else miss();
    }
  }
  const per = <T>(f: (t: (typeof tally)[Language]) => T) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, f(tally[lang])])) as Record<Language, T>;
  return {
    questions: per((t) => ({ answer: t.answer, handover: t.expected, off_topic: t.offTopic })),
    top3_hit_rate: per((t) => round((100 * t.hit) / t.answer)),
    abstention_rate: per((t) => round((100 * t.abstained) / Math.max(1, t.offTopic))),
    handover_precision: per((t) => round((100 * t.right) / Math.max(1, t.handed))),
    handover_recall: per((t) => round((100 * t.right) / t.expected)),
    misses,
  };
}

function time<T>(run: () => T): [T, number] {
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
}

/** 1,000 published rows in a fresh in-memory database, and the assistant that reads them. */
async function assistantOverRows() {
  const database = await wrapPglite(await openPglite({}));
  const rows = seedRows(ROWS);
  for (const table of INDEXED_TABLES) {
    const values = rows[table].map(({ id: _id, created_at: _c, updated_at: _u, ...row }) => row);
    for (let start = 0; start < values.length; start += 100) {
      await database.db
        .insert(contentTables[table])
        .values(values.slice(start, start + 100) as never);
    }
  }
  const changes = new ContentChanges();
  const silent = createLogger("silent");
  /** Called once by the next build the assistant logs. */
  let onIndexed: (() => void) | undefined;
  const logger = {
    ...silent,
    info: (event: string, fields?: Record<string, unknown>) => {
      if (event === "assistant.indexed") onIndexed?.();
      silent.info(event, fields);
    },
  };
  const nextBuild = () =>
    new Promise<void>((resolve) => {
      onIndexed = resolve;
    });
  const siteTexts = new SiteTexts(database, changes, logger);
  const assistant = new Assistant({
    changes,
    logger,
    read: assistantContentReader({ database, siteTexts }),
  });
  return { database, changes, assistant, nextBuild };
}

export async function measureAssistant(): Promise<AssistantFigures> {
  const seedDocuments = assistantDocuments(seedRows());
  new AssistantIndex(seedDocuments);
  const seedBuilds: number[] = [];
  let index: AssistantIndex | undefined;
  for (let run = 0; run < 5; run++) {
    const [built, ms] = time(() => new AssistantIndex(assistantDocuments(seedRows())));
    index = built;
    seedBuilds.push(ms);
  }
  const quality = evaluate(index!, EVALUATION);
  const heldOut = Object.fromEntries(
    HELD_OUT_SETS.map(({ key, questions }) => [key, evaluate(index!, questions)]),
  ) as Record<HeldOutKey, EvaluationFigures>;

  // Answer latency: every question of the set, ROUNDS times, after one round to warm up.
  for (const item of EVALUATION) index!.search(item.question, item.lang);
  const samples: number[] = [];
  for (let run = 0; run < ROUNDS; run++) {
    for (const item of EVALUATION)
      samples.push(time(() => index!.search(item.question, item.lang))[1]);
  }
  samples.sort((a, b) => a - b);

  // The index over 1,000 rows read from the database: built on the first question, then rebuilt
  // after a write (only the rows that changed are stemmed again). Timed from the write until the
  // index answers with it, as a visitor meets it: the wait for writes to pause included.
  const { database, changes, assistant, nextBuild } = await assistantOverRows();
  const first = performance.now();
  const bigIndex = await assistant.index();
  const firstMs = performance.now() - first;
  const afterWrite: number[] = [];
  for (let run = 0; run < 5; run++) {
    const built = nextBuild();
    const started = performance.now();
    changes.emit("case_studies");
    await built;
    afterWrite.push(performance.now() - started);
    // The build is over before the next write: a write during a build starts the next one as soon
    // as it ends, without the pause, and the next run would time that.
    await assistant.settled();
  }
  await database.close();

  return {
    ...quality,
    ...heldOut,
    answer_ms: {
      p50: round(percentile(samples, 0.5), 2),
      p95: round(percentile(samples, 0.95), 2),
      max: round(samples.at(-1) ?? 0, 2),
      samples: samples.length,
    },
    documents: { seed: seedDocuments.length, rows_1000: bigIndex.size },
    build_ms: {
      seed: round(median(seedBuilds)),
      rows_1000_first: round(firstMs),
      rows_1000_after_a_write: round(median(afterWrite)),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureAssistant().then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
      process.exit(1);
    },
  );
}
