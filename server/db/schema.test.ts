import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_STATUSES } from "#domain/contact";
import { freshDatabase } from "../test/support/harness";
import type { Database } from "./client.server";
import { contactMessages } from "./schema";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const message = { name: "Léa", email: "lea@example.com", message: "Bonjour" };

describe("the migrated database keeps to the declarations", () => {
  it("stores a contact message in each declared status and refuses any other", async () => {
    for (const status of CONTACT_STATUSES) {
      const [row] = await database.db
        .insert(contactMessages)
        .values({ ...message, status })
        .returning();
      expect(row?.status).toBe(status);
    }
    await expect(
      database.db.insert(contactMessages).values({ ...message, status: "archived" }),
    ).rejects.toThrow();
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((row) => row.status).sort()).toEqual([...CONTACT_STATUSES].sort());
  });
});
