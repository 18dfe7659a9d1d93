import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type EntityDef, entities, entitySchema } from "./entities";
import { type FieldDef, fieldSchema, isHttpUrl, REQUIRED_MESSAGE } from "./fields";

const all = Object.values(entities) as EntityDef[];

/** What a stored value of this field may be, whatever the input was. */
function assertStoredValue(field: FieldDef, value: unknown) {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "url":
    case "date":
      if (value === null) {
        expect("required" in field && field.required).toBeFalsy();
        return;
      }
      expect(typeof value).toBe("string");
      expect((value as string).trim()).toBe(value);
      expect((value as string).length).toBeGreaterThan(0);
      if (field.kind === "url") expect(isHttpUrl(value as string)).toBe(true);
      if (field.kind === "date") expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      return;
    case "number":
      if (value === null) {
        expect(field.default).toBeUndefined();
        return;
      }
      expect(Number.isFinite(value)).toBe(true);
      if (field.min !== undefined) expect(value as number).toBeGreaterThanOrEqual(field.min);
      return;
    case "list":
      expect(Array.isArray(value)).toBe(true);
      for (const item of value as unknown[]) {
        expect(typeof item).toBe("string");
        expect((item as string).length).toBeGreaterThan(0);
      }
      return;
    case "enum":
      expect(field.values).toContain(value);
  }
}

const anyValue = fc.oneof(
  fc.string(),
  fc.constantFrom("", "   ", "https://example.com/x", "2026-02-30", "2026-01-15", "lien", "pdf"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer())),
  fc.object({ maxDepth: 1 }),
);

describe.each(all.map((e) => [e.table, e] as const))("the %s schema", (_table, entity) => {
  const schema = entitySchema(entity);
  const names = Object.keys(entity.fields);
  const record = fc.dictionary(fc.constantFrom(...names, "id", "extra"), anyValue);

  it("never throws and never lets invalid data through", () => {
    fc.assert(
      fc.property(record, (input) => {
        const result = schema.safeParse(input);
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          return;
        }
        const row = result.data as Record<string, unknown>;
        expect(Object.keys(row).sort()).toEqual([...names].sort());
        for (const name of names) assertStoredValue(entity.fields[name]!, row[name]);
      }),
      { numRuns: 400 },
    );
  });

  it("refuses a row whose required fields are blank with the product's message", () => {
    const blank = Object.fromEntries(names.map((n) => [n, "   "]));
    const result = schema.safeParse(blank);
    expect(result.success).toBe(false);
    const required = names.filter((n) => {
      const f = entity.fields[n]!;
      return "required" in f && f.required;
    });
    const messages = result.error!.issues.filter((i) => required.includes(String(i.path[0])));
    expect(messages.length).toBe(required.length);
    for (const issue of messages) expect(issue.message).toBe(REQUIRED_MESSAGE);
  });
});

describe("cross-field rules", () => {
  const demo = entitySchema(entities.demos);
  it("requires a real http(s) URL for a link demo", () => {
    expect(
      demo.safeParse({ title: "T", type: "lien", media_url: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(
      demo.safeParse({ title: "T", type: "lien", media_url: "/storage/demos/x.pdf" }).success,
    ).toBe(false);
    expect(
      demo.safeParse({ title: "T", type: "lien", media_url: "https://example.com" }).success,
    ).toBe(true);
  });
  it("accepts an uploaded file's public URL for the other types", () => {
    expect(
      demo.safeParse({ title: "T", type: "pdf", media_url: "/storage/demos/1-x.pdf" }).success,
    ).toBe(true);
    expect(demo.safeParse({ title: "T", type: "video", media_url: "" }).success).toBe(false);
    for (const other of ["//evil.example/a.pdf", "/\\evil.example/a.pdf"]) {
      expect(demo.safeParse({ title: "T", type: "pdf", media_url: other }).success).toBe(false);
    }
  });
  it("refuses ASCII control characters and whitespace inside every URL field", () => {
    // Browsers drop tabs and newlines before loading a URL: each of these would load another origin.
    const variants = (c: string) => [
      `/${c}/evil.example/x.png`,
      `/${c}${c}evil.example/x.png`,
      `https://exa${c}mple.com/x.png`,
      `/storage/media/a${c}b.webp`,
    ];
    const controls = ["\t", "\n", "\r", "\u000b", "\u000c", "\u001f", "\u007f", " "];
    const urlFields = all.flatMap((entity) =>
      Object.entries(entity.fields as Record<string, FieldDef>).filter(
        ([, field]) => field.kind === "url" || field.kind === "image",
      ),
    );
    expect(urlFields.length).toBeGreaterThan(0);
    for (const c of controls) {
      for (const value of variants(c)) {
        for (const [name, field] of urlFields) {
          expect(
            fieldSchema(field).safeParse(value).success,
            `${name}: ${JSON.stringify(value)}`,
          ).toBe(false);
        }
        for (const type of ["image", "pdf", "lien"]) {
          expect(demo.safeParse({ title: "T", type, media_url: value }).success).toBe(false);
        }
      }
    }
    expect(
      fieldSchema({ kind: "image", label: "Image" }).safeParse(" /storage/media/a.webp ").success,
    ).toBe(true);
  });

  it("drops NUL characters from text instead of failing to store them", () => {
    const result = entitySchema(entities.services).safeParse({
      title: "a\u0000b",
      description: "d",
      category: "c",
    });
    expect(result.success && result.data.title).toBe("ab");
  });

  it("keeps SQL and markup as plain text", () => {
    const payload = `'; drop table services; -- <script>alert(1)</script>`;
    const result = entitySchema(entities.services).safeParse({
      title: payload,
      description: payload,
      category: "c",
    });
    expect(result.success && result.data.title).toBe(payload);
  });
});
