import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, withInstanceParsers } from "./client.server";

// Every type Drizzle parses its own way, a scalar and an array of each, and a few it leaves to
// PGlite (numbers, JSON, text arrays), at fixed values so two databases answer alike.
const SAMPLE = sql`select
  timestamp '2026-03-01 10:20:30.123' as "timestamp",
  timestamptz '2026-03-01 10:20:30.123+01' as "timestamptz",
  interval '1 day 2 hours' as "interval",
  date '2026-03-01' as "date",
  array[1.5, 2.25]::numeric[] as "numerics",
  array[timestamp '2026-03-01 10:20:30']::timestamp[] as "timestamps",
  array[timestamptz '2026-03-01 10:20:30+00']::timestamptz[] as "timestamptzs",
  array[interval '3 minutes']::interval[] as "intervals",
  array[date '2026-03-01']::date[] as "dates",
  42 as "integer",
  2.5::numeric as "numeric",
  '{"a": [1, "b"]}'::jsonb as "json",
  array['x', 'y'] as "texts",
  true as "boolean"`;

let ours: PGlite;
let reference: PGlite;
beforeAll(async () => {
  [ours, reference] = await Promise.all([openPglite({}), PGlite.create()]);
});
afterAll(() => Promise.all([ours.close(), reference.close()]));

describe("Drizzle's queries on the embedded database", () => {
  it("read every type as Drizzle's own parsers read it, inside a transaction too", async () => {
    const expected = await drizzle(reference).execute(SAMPLE);
    const db = drizzle(withInstanceParsers(ours));
    expect((await db.execute(SAMPLE)).rows).toEqual(expected.rows);
    const inTransaction = await db.transaction((tx) => tx.execute(SAMPLE));
    expect(inTransaction.rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({
      timestamptz: "2026-03-01 09:20:30.123+00",
      integer: 42,
    });
  });
});
