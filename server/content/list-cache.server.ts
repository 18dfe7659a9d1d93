import { createHash } from "node:crypto";
import type { ContentRow } from "#domain/content-row";
import { type EntityName, entities } from "#domain/entities";
import type { Language } from "#domain/languages";
import { formatContentRange, type ListQuery } from "#domain/list-query";
import { translationSources, translationStates } from "#domain/translation-state";
import { resolveRow, translatableFields } from "#domain/translations";
import type { Database } from "../db/client.server";
import { ALL_TABLES, type ContentChanges } from "../spine/changes";
import { type KeptIds, listIds, pageRows, ROWS_BY_ID, readRows } from "./rows.server";

/**
 * Who reads a list: the team (every row, drafts too, with who made and last changed each) or
 * anyone else (published rows, without their authors).
 */
export type Audience = "staff" | "public";

/** The columns the server keeps about a row's authors: the team's, never a visitor's. */
const AUTHOR_COLUMNS = ["created_by", "updated_by"] as const;
const withoutAuthors = <R extends Record<string, unknown>>(row: R): R => {
  const out = { ...row };
  for (const column of AUTHOR_COLUMNS) delete out[column];
  return out;
};

/** What an entry costs beyond its value and key (the map's entry, its object, its time). */
const ENTRY_COST = 100;

/**
 * Values kept by table and key until that table is written (`clear(table)`), `MAX_AGE_MS` at
 * most, `bound` in size together (each entry's value as `sizeOf` counts it, its key and a fixed
 * cost, so that even empty answers count) and `MAX_ENTRIES` in number: past either, the entry
 * kept longest goes first. Searches anyone may send (`q`, `offset`) thus never grow the process
 * past the bound. A value read while a write landed (`version` moved on) is served but not kept.
 * Concurrent misses of one key share one read.
 */
class KeptValues<V> {
  static readonly MAX_ENTRIES = 10_000;
  #values = new Map<string, { table: string; value: V; size: number; at: number }>();
  #reading = new Map<string, Promise<V>>();
  #size = 0;
  #version = 0;

  constructor(
    private readonly bound: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** Forgets one table's values, or every value (`ALL_TABLES`). */
  clear(table: string) {
    this.#version++;
    this.#reading.clear();
    for (const [key, kept] of this.#values) {
      if (table === ALL_TABLES || kept.table === table) this.#forget(key);
    }
  }

  get(table: string, key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.#values.get(key);
    if (kept && Date.now() - kept.at < ListCache.MAX_AGE_MS) return Promise.resolve(kept.value);
    const reading = this.#reading.get(key);
    if (reading) return reading;
    const version = this.#version;
    const promise = read().then((value) => {
      if (version === this.#version) this.#keep(table, key, value);
      return value;
    });
    this.#reading.set(key, promise);
    const done = () => {
      if (this.#reading.get(key) === promise) this.#reading.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  #keep(table: string, key: string, value: V) {
    const size = this.sizeOf(value) + key.length + ENTRY_COST;
    if (size > this.bound) return;
    this.#forget(key);
    while (this.#size + size > this.bound || this.#values.size >= KeptValues.MAX_ENTRIES) {
      this.#forget(this.#values.keys().next().value as string);
    }
    this.#values.set(key, { table, value, size, at: Date.now() });
    this.#size += size;
  }

  #forget(key: string) {
    const kept = this.#values.get(key);
    if (!kept) return;
    this.#values.delete(key);
    this.#size -= kept.size;
  }
}

/** A whole list as kept (its JSON and ETag), or the ids of one too long to keep. */
export type WholeList = { body: string; etag: string } | { ids: string[] };

/** A page of a list as the API answers it: its JSON and its `Content-Range`. */
export interface AnsweredPage {
  body: string;
  range: string;
}

/**
 * The lists of each table as answered, kept until a write to that table (like the page cache),
 * one per process on the app's services: the list API and the back office's first page (rendered with the
 * document) read the same. A list is read far more often than written, and serialising 50 rows on
 * every request was most of its cost (bench: 191 req/s). A table's are dropped on every write to
 * it, of this process or (relayed over PostgreSQL) of another one, and after 10 minutes at most
 * whatever happens. Three kinds, each bounded in size and to 10,000 entries:
 * - whole lists of up to 2,000 rows, per audience (with or without drafts) and language, with
 *   their ETag: 4 million characters together (a whole list of 4,000 case studies). A longer one
 *   (10,000 case studies: 10 million characters, 20 MB with its Arabic) is sent as it is read,
 *   500 rows at a time, without an ETag;
 * - pages as answered (JSON and Content-Range), by their whole query: 4 million characters (a
 *   page of 25 case studies is about 40,000); reading a page's rows from the embedded database
 *   and serialising them cost more than the request itself;
 * - the ordered ids of a list's search, filters and order, read once for all its pages and its
 *   total: 100,000 ids (about 6 MB).
 */
export class ListCache implements KeptIds {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  /** A whole list of more rows than this is sent as it is read, never kept. */
  static readonly WHOLE_KEPT_ROWS = 2_000;
  #lists = new KeptValues<WholeList>(4_000_000, (list) =>
    "body" in list ? list.body.length : Number.POSITIVE_INFINITY,
  );
  #pages = new KeptValues<AnsweredPage>(4_000_000, (page) => page.body.length);
  // Counted in characters like the others: an id is 36, with its quotes and comma about 40.
  #ids = new KeptValues<string[]>(4_000_000, (ids) => ids.length * 40);

  constructor(
    private readonly deps: {
      database: Database;
      changes: ContentChanges;
      machine?: MachineReading;
    },
  ) {
    deps.changes.subscribe((table) => {
      this.#lists.clear(table);
      this.#pages.clear(table);
      this.#ids.clear(table);
    });
  }

  ids(table: string, key: string, read: () => Promise<string[]>): Promise<string[]> {
    return this.#ids.get(table, key, read);
  }

  /**
   * One page of a table for an audience, in one language (`lang`) or as stored, with its
   * `Content-Range`. A page that depends on the time (`scheduled`) is never kept.
   */
  page(
    name: EntityName,
    query: ListQuery,
    audience: Audience,
    lang?: Language,
  ): Promise<AnsweredPage> {
    const read = async () => {
      const page = await pageRows(this.deps, name, query, {
        drafts: audience === "staff",
        kept: this,
      });
      return {
        body: this.#json(name, audience, lang, page.rows),
        range: formatContentRange(query.offset ?? 0, page.rows.length, page.total),
      };
    };
    if (query.scheduled) return read();
    return this.#pages.get(name, JSON.stringify([name, audience, lang ?? null, query]), read);
  }

  /**
   * A table's whole list for an audience, in one language or as stored: its JSON with its ETag
   * when it has `WHOLE_KEPT_ROWS` rows or fewer, otherwise its ids, for `wholeChunks` to read and
   * send a few hundred rows at a time (never kept: its rows would weigh tens of megabytes, and
   * reading them all before the first byte made the process grow by hundreds).
   */
  whole(name: EntityName, audience: Audience, lang: Language | undefined): Promise<WholeList> {
    return this.#lists.get(name, `${name}|${audience}|${lang ?? ""}`, async () => {
      const drafts = audience === "staff";
      const ids = await listIds(this.deps, name, {}, { drafts, kept: this });
      if (ids.length > ListCache.WHOLE_KEPT_ROWS) return { ids };
      const rows = await readRows(this.deps, name, ids, { drafts });
      const body = this.#json(name, audience, lang, rows);
      return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
    });
  }

  /**
   * The JSON array of a whole list's `ids`, in pieces of `ROWS_BY_ID` rows read as they are sent:
   * a row deleted or withdrawn since its ids were read is left out, a row changed since comes as
   * it now is.
   */
  async *wholeChunks(
    name: EntityName,
    audience: Audience,
    lang: Language | undefined,
    ids: string[],
  ): AsyncGenerator<string> {
    const drafts = audience === "staff";
    let first = true;
    yield "[";
    for (let start = 0; start < ids.length; start += ROWS_BY_ID) {
      const rows = await readRows(this.deps, name, ids.slice(start, start + ROWS_BY_ID), {
        drafts,
      });
      if (rows.length === 0) continue;
      const json = this.#json(name, audience, lang, rows);
      yield `${first ? "" : ","}${json.slice(1, -1)}`;
      first = false;
    }
    yield "]";
  }

  #json(name: EntityName, audience: Audience, lang: Language | undefined, rows: object[]) {
    return JSON.stringify(answeredRows(name, audience, lang, rows, this.deps.machine));
  }
}

/** How visitors read the model's translations not yet approved (MACHINE_TRANSLATIONS_PUBLIC). */
export type MachineReading = "hidden" | "shown";
export const machineReading = (config: { MACHINE_TRANSLATIONS_PUBLIC: boolean }): MachineReading =>
  config.MACHINE_TRANSLATIONS_PUBLIC ? "shown" : "hidden";

/**
 * Rows as the API answers them: a visitor's without their authors, in `lang` if asked. A
 * translation's basis is the server's: the team reads each translation's state
 * (`translation_state`) and, where the French changed since, the French it was made against
 * (`translation_source`).
 */
export function answeredRows(
  name: EntityName,
  audience: Audience,
  lang: Language | undefined,
  rows: object[],
  machine: MachineReading = "hidden",
): ContentRow[] {
  const fields = entities[name].fields;
  const localized = translatableFields(fields).length > 0;
  // Every table's row has its id and times (server/db/tables/columns.ts); its columns are its own.
  const visible = (rows as ContentRow[]).map((row) => {
    if (audience !== "staff") return withoutAuthors(row);
    if (!localized) return row;
    return {
      ...row,
      translation_state: translationStates(fields, row),
      translation_source: translationSources(fields, row),
    };
  });
  if (lang) return visible.map((row) => resolveRow(fields, row, lang, { machine }));
  return visible.map(({ translation_basis, ...row }) => row);
}

declare module "../spine/context" {
  interface AppServices {
    /** The content lists as the API answers them, kept until the next write of any process. */
    lists: ListCache;
  }
}
