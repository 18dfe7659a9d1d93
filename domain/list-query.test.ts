import { describe, expect, it } from "vitest";
import { entities } from "./entities";
import {
  contactListQuerySchema,
  formatContentRange,
  LIST_MESSAGES,
  listQuerySchema,
  listSearchParams,
  missesTranslation,
  orderColumns,
  parseContentRange,
} from "./list-query";

const cases = listQuerySchema(entities.case_studies);

describe("a list query", () => {
  it("reads a page, a search, an order and the filters from the URL's strings", () => {
    expect(
      cases.parse({
        limit: "25",
        offset: "50",
        q: "  étude  ",
        order: "title.desc",
        published: "false",
        missing: "ar",
        scheduled: "true",
        lang: "en",
      }),
    ).toEqual({
      limit: 25,
      offset: 50,
      q: "étude",
      order: { column: "title", direction: "desc" },
      published: false,
      missing: "ar",
      scheduled: true,
    });
    expect(cases.parse({ q: "   " })).toEqual({ q: undefined });
  });

  it("refuses a limit outside 1–1000, a negative offset and an unknown column, in French", () => {
    for (const value of ["0", "1001", "-1", "2.5", "abc", ""]) {
      const result = cases.safeParse({ limit: value });
      expect(result.error?.issues[0]?.message).toBe(LIST_MESSAGES.limit);
    }
    expect(cases.safeParse({ offset: "-1" }).error?.issues[0]?.message).toBe(LIST_MESSAGES.offset);
    expect(cases.safeParse({ order: "title" }).error?.issues[0]?.message).toBe(LIST_MESSAGES.order);
    const unknown = cases.safeParse({ order: "password.asc" }).error?.issues[0]?.message;
    expect(unknown).toMatch(/^Colonne de tri inconnue : password \(colonnes : title, /);
    expect(cases.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });

  it("sorts on declared fields, timestamps and, for published content, position and published", () => {
    expect(orderColumns(entities.case_studies)).toEqual(
      expect.arrayContaining(["title", "created_at", "updated_at", "position", "published"]),
    );
    expect(orderColumns(entities.markets)).not.toContain("published");
  });

  it("becomes URL parameters and back", () => {
    const params = listSearchParams({
      limit: 25,
      offset: 0,
      q: " chat ",
      order: { column: "title", direction: "asc" },
      published: true,
    });
    expect(params.toString()).toBe("limit=25&q=chat&order=title.asc&published=true");
    expect(cases.parse(Object.fromEntries(params))).toMatchObject({ limit: 25, q: "chat" });
  });

  it("checks the inbox's filters", () => {
    expect(
      contactListQuerySchema.parse({
        status: "new",
        source: "assistant",
        before: "2026-01-02T03:04:05.000Z",
      }),
    ).toEqual({ status: "new", source: "assistant", before: "2026-01-02T03:04:05.000Z" });
    expect(contactListQuerySchema.safeParse({ source: "mail" }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ before: "hier" }).success).toBe(false);
  });
});

describe("Content-Range", () => {
  it("counts from 0 as PostgREST does, a star for an empty page", () => {
    expect(formatContentRange(0, 25, 3573)).toBe("0-24/3573");
    expect(formatContentRange(3550, 23, 3573)).toBe("3550-3572/3573");
    expect(formatContentRange(0, 0, 0)).toBe("*/0");
    expect(formatContentRange(100, 0, 12)).toBe("*/12");
    expect(parseContentRange("0-24/3573")).toEqual({ first: 0, last: 24, total: 3573 });
    expect(parseContentRange("*/0")).toEqual({ total: 0 });
    expect(parseContentRange("bytes 0-1/2")).toBeUndefined();
    expect(parseContentRange(null)).toBeUndefined();
  });
});

describe("'Traduction manquante en'", () => {
  it("is a translatable field with French text and none in that language", () => {
    const fields = entities.case_studies.fields;
    const row = { title: "Étude", description: "  ", translations: { en: { title: "Study" } } };
    expect(missesTranslation(fields, row, "en")).toBe(false);
    expect(missesTranslation(fields, row, "ar")).toBe(true);
  });
});
