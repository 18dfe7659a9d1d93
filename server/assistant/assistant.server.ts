import type { Language } from "#domain/languages";
import { isDatabaseUnavailable } from "../db/availability.server";
import { SITE_TEXTS_TABLE } from "../site-texts/site-texts.server";
import { ALL_TABLES, type ContentChanges } from "../spine/changes";
import type { Logger } from "../spine/logger.server";
import { assistantDocuments, INDEXED_TABLES } from "./documents";
import type { LanguageModel } from "./model.server";
import { type AssistantAnswer, AssistantIndex } from "./retrieval";

/** What the index is built from: the published rows and every language's site-text overrides. */
export type AssistantContent = Parameters<typeof assistantDocuments>;

interface AssistantDeps {
  changes: ContentChanges;
  logger: Logger;
  /** Reads the published content (content.server.ts): the rows, then the overrides. */
  read: () => Promise<AssistantContent>;
  /** The language model writing the answers (ASSISTANT_LLM_URL); none: the retrieval answers. */
  model?: LanguageModel;
}

/**
 * A rebuild waits for writes to pause this long (a burst of writes, an import, makes one rebuild,
 * not one per row: a rebuild reads every published row and holds the process while it indexes)…
 */
const REBUILD_QUIET_MS = 500;
/** …but never longer than this after the first write it waits for. */
const REBUILD_MAX_WAIT_MS = 3_000;

/**
 * The assistant's index in this process: built on the first question, rebuilt after writes to an
 * indexed table or a site text (this process's or, relayed, another's) once they pause. Questions
 * asked meanwhile are answered from the index it replaces; writes during a rebuild make one more
 * once they pause and it has ended.
 */
export class Assistant {
  #index: AssistantIndex | undefined;
  #building: Promise<AssistantIndex> | undefined;
  #stale = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #waitingSince = 0;

  /** The language model writing answers from the retrieved passages, when one is configured. */
  readonly model: LanguageModel | undefined;

  constructor(private readonly deps: AssistantDeps) {
    this.model = deps.model;
    const watched = new Set<string>([...INDEXED_TABLES, SITE_TEXTS_TABLE, ALL_TABLES]);
    deps.changes.subscribe((table) => {
      if (!watched.has(table)) return;
      // Nothing built yet: the first question builds from what is then published.
      if (!this.#index && !this.#building) return;
      this.#stale = true;
      this.#rebuildWhenQuiet();
    });
  }

  /** Rebuilds once writes pause (REBUILD_QUIET_MS), or REBUILD_MAX_WAIT_MS after the first. */
  #rebuildWhenQuiet() {
    const now = performance.now();
    if (this.#timer) clearTimeout(this.#timer);
    else this.#waitingSince = now;
    const delay = Math.min(REBUILD_QUIET_MS, this.#waitingSince + REBUILD_MAX_WAIT_MS - now);
    // A failed rebuild is logged and keeps the index it had: never an unhandled rejection.
    this.#timer = setTimeout(() => this.#rebuildNow().catch(() => {}), Math.max(0, delay));
    this.#timer.unref?.();
  }

  #rebuildNow(): Promise<AssistantIndex> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    return this.#rebuild();
  }

  /** Up to three sources for `question` in `lang`, and whether to hand the visitor over. */
  async answer(question: string, lang: Language): Promise<AssistantAnswer> {
    return (await this.index()).search(question, lang);
  }

  /** The current index; the first call builds it. */
  index(): Promise<AssistantIndex> {
    if (this.#index) return Promise.resolve(this.#index);
    return this.#rebuild();
  }

  /** The index once every write seen so far is in it: a rebuild under way is waited for. */
  async settled(): Promise<AssistantIndex> {
    if (this.#timer) await this.#rebuildNow().catch(() => {});
    while (this.#building) await this.#building.catch(() => {});
    return this.index();
  }

  /** Builds from the database now (once at a time); a failed build keeps the index it had. */
  #rebuild(): Promise<AssistantIndex> {
    if (this.#building) return this.#building;
    this.#stale = false;
    const started = performance.now();
    const building = this.deps
      .read()
      .then((content) => {
        const documents = assistantDocuments(...content);
        const index = this.#index ?? new AssistantIndex([]);
        index.update(documents);
        this.#index = index;
        this.deps.logger.info("assistant.indexed", {
          documents: index.size,
          ms: Math.round(performance.now() - started),
        });
        return index;
      })
      .catch((error: unknown) => {
        // The database being down is logged once where it is seen (db.unavailable), not here.
        if (!isDatabaseUnavailable(error)) {
          this.deps.logger.error("assistant.index_failed", { error });
        }
        throw error;
      })
      .finally(() => {
        this.#building = undefined;
        // Writes seen during the build: the pause they started rebuilds once it ends; if it
        // ended during the build, now.
        if (this.#stale && !this.#timer) this.#rebuild().catch(() => {});
      });
    this.#building = building;
    return building;
  }
}

declare module "../spine/context" {
  interface AppServices {
    /** The assistant's index of the published content, rebuilt after each write. */
    assistant: Assistant;
  }
}
