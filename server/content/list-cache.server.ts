import { createHash } from "node:crypto";
import { type EntityName, entities } from "#domain/entities";
import type { Language } from "#domain/languages";
import { formatContentRange, type ListQuery } from "#domain/list-query";
import { resolveRow } from "#domain/translations";
import type { Database } from "../db/client.server";
import type { ContentChanges } from "./changes.server";
import { type KeptIds, listRows, pageRows } from "./rows.server";

/**
 * Who reads a list: the team (every row, drafts too, with who made and last changed each) or
 * anyone else (published rows, without their authors).
 */
export type Audience = "staff" | "public";

/** The columns the server keeps about a row's authors: the team's, never a visitor's. */
const AUTHOR_COLUMNS = ["created_by", "updated_by"] as const;
const withoutAuthors = (row: Record<string, unknown>) => {
  const out = { ...row };
  for (const column of AUTHOR_COLUMNS) delete out[column];
  return out;
};

/**
 * Values kept by key until `clear()`, `MAX_AGE_MS` at most, and `bound` in size together (each
 * value's size as `sizeOf` counts it): past it, the value kept longest goes first. A value read
 * while a write landed (`version` moved on) is served but not kept.
 */
class KeptValues<V> {
  #values = new Map<string, { value: V; at: number }>();
  #size = 0;
  #version = 0;

  constructor(
    private readonly bound: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  clear() {
    this.#version++;
    this.#values.clear();
    this.#size = 0;
  }

  async get(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.#values.get(key);
    if (kept && Date.now() - kept.at < ListCache.MAX_AGE_MS) return kept.value;
    const version = this.#version;
    const value = await read();
    const size = this.sizeOf(value);
    if (version === this.#version && size <= this.bound) {
      this.#forget(key);
      while (this.#size + size > this.bound)
        this.#forget(this.#values.keys().next().value as string);
      this.#values.set(key, { value, at: Date.now() });
      this.#size += size;
    }
    return value;
  }

  #forget(key: string) {
    const kept = this.#values.get(key);
    if (!kept) return;
    this.#values.delete(key);
    this.#size -= this.sizeOf(kept.value);
  }
}

/** A page of a list as the API answers it: its JSON and its `Content-Range`. */
export interface AnsweredPage {
  body: string;
  range: string;
}

/**
 * The lists of each table as answered, kept until a write (like the page cache), one per process
 * on the app's services: the list API and the back office's first page (rendered with the
 * document) read the same. A list is read far more often than written, and serialising 50 rows on
 * every request was most of its cost (bench: 191 req/s). Dropped on every content write, of this
 * process or (relayed over PostgreSQL) of another one, and after 10 minutes at most whatever
 * happens. Three kinds, each bounded in size:
 * - whole lists, per audience (with or without drafts) and language, with their ETag: 4 million
 *   characters together (a whole list of 4,000 case studies; one of 10,000, 10 million characters
 *   and 20 MB with its Arabic, is answered each time rather than held);
 * - pages as answered (JSON and Content-Range), by their whole query: 4 million characters (a
 *   page of 25 case studies is about 40,000); reading a page's rows from the embedded database
 *   and serialising them cost more than the request itself;
 * - the ordered ids of a list's search, filters and order, read once for all its pages and its
 *   total: 100,000 ids (about 6 MB).
 */
export class ListCache implements KeptIds {
  static readonly MAX_AGE_MS = 10 * 60 * 1000;
  #lists = new KeptValues<{ body: string; etag: string }>(4_000_000, (list) => list.body.length);
  #pages = new KeptValues<AnsweredPage>(4_000_000, (page) => page.body.length);
  #ids = new KeptValues<string[]>(100_000, (ids) => ids.length);

  constructor(private readonly deps: { database: Database; changes: ContentChanges }) {
    deps.changes.subscribe(() => {
      this.#lists.clear();
      this.#pages.clear();
      this.#ids.clear();
    });
  }

  ids(key: string, read: () => Promise<string[]>): Promise<string[]> {
    return this.#ids.get(key, read);
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
      const rows = audience === "staff" ? page.rows : page.rows.map(withoutAuthors);
      const fields = entities[name].fields;
      return {
        body: JSON.stringify(lang ? rows.map((row) => resolveRow(fields, row, lang)) : rows),
        range: formatContentRange(query.offset ?? 0, rows.length, page.total),
      };
    };
    if (query.scheduled) return read();
    return this.#pages.get(JSON.stringify([name, audience, lang ?? null, query]), read);
  }

  /** A table's whole list for an audience, in one language or as stored, with its ETag. */
  whole(name: EntityName, audience: Audience, lang: Language | undefined) {
    return this.#lists.get(`${name}|${audience}|${lang ?? ""}`, async () => {
      const listed = await listRows(this.deps, name, { drafts: audience === "staff" });
      const rows = audience === "staff" ? listed : listed.map(withoutAuthors);
      const fields = entities[name].fields;
      const body = JSON.stringify(lang ? rows.map((row) => resolveRow(fields, row, lang)) : rows);
      return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
    });
  }
}
