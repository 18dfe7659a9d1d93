import { describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/audit";
import { authorOf, changeLines, formatDateTime, rowText } from "./audit-log";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: "5b1c8a9e-1111-4a4a-8b8b-000000000001",
  at: "2026-12-06T10:00:00.000Z",
  user_id: null,
  user_email: null,
  action: "update",
  table: "services",
  row_id: "5b1c8a9e-2222-4a4a-8b8b-000000000002",
  changes: {},
  user_name: null,
  row_name: null,
  row_deleted: false,
  ...fields,
});

const read = (table: string, changes: AuditEntry["changes"]) =>
  changeLines(table, changes).map(({ label, before, after }) => [label, before, after]);

describe("changeLines", () => {
  it("names each field by its declared French label, publication in words", () => {
    expect(
      read("services", {
        position: { before: 2, after: 3 },
        published: { before: false, after: true },
        price: { before: 900, after: 1250 },
        title: { before: "Audit", after: "Audit complet" },
      }),
    ).toEqual([
      ["Titre", "Audit", "Audit complet"],
      ["Prix (€)", "900", "1250"],
      ["Publié", "Non", "Oui"],
      ["Ordre", "2", "3"],
    ]);
  });

  it("expands translations per field and language, never as JSON", () => {
    const lines = read("services", {
      translations: {
        before: { en: { title: "Audit" }, ar: {} },
        after: { en: { title: "Data audit" }, ar: { title: "تدقيق" } },
      },
    });
    expect(lines).toEqual([
      ["Titre (anglais)", "Audit", "Data audit"],
      ["Titre (arabe)", "—", "تدقيق"],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/[{}]/);
  });

  it("reads the translation states a write changed in words, one line per field and language", () => {
    const lines = read("services", {
      translation_state: {
        before: { en: { title: "missing", description: "current" }, ar: { title: "current" } },
        after: { en: { title: "current", description: "outdated" }, ar: { title: "current" } },
      },
    });
    expect(lines).toEqual([
      ["État de la traduction : Titre (anglais)", "Manquante", "À jour"],
      ["État de la traduction : Description (anglais)", "À jour", "À revoir"],
    ]);
  });

  it("marks the words that changed", () => {
    const [line] = changeLines("services", {
      description: { before: "Un audit rapide.", after: "Un audit complet." },
    });
    expect(line?.parts).toEqual([
      { text: "Un audit ", kind: "same" },
      { text: "rapide", kind: "removed" },
      { text: "complet", kind: "added" },
      { text: ".", kind: "same" },
    ]);
  });

  it("says accounts' roles, statuses and languages in French", () => {
    expect(
      read("users", {
        role: { before: "translator", after: "editor" },
        languages: { before: ["en"], after: [] },
        status: { before: "active", after: "disabled" },
      }),
    ).toEqual([
      ["Rôle", "Traducteur", "Éditeur"],
      ["Langues", "Anglais", "—"],
      ["Statut", "Actif", "Désactivé"],
    ]);
  });
});

describe("who and what an entry is about", () => {
  it("names the author by name, else e-mail; the first start's content is the installation's", () => {
    expect(authorOf(entry({ user_id: "x", user_email: "a@b.fr", user_name: "Amina" }))).toBe(
      "Amina",
    );
    expect(authorOf(entry({ user_id: "x", user_email: "a@b.fr" }))).toBe("a@b.fr");
    expect(authorOf(entry({ action: "create" }))).toBe("Installation");
  });

  it("names a row by its title, a removed one as such, and never by its id", () => {
    expect(rowText(entry({ row_name: "Audit" }))).toBe("Audit");
    expect(rowText(entry({ row_name: "Audit", row_deleted: true }))).toBe("supprimé : Audit");
    expect(rowText(entry({}))).toBeNull();
    expect(rowText(entry({ table: "site_texts", row_id: "fr/hero.title" }))).toBe("fr/hero.title");
  });
});

describe("an entry's moment in French", () => {
  it("is written in the zone it is given, as French Intl writes it there, zone after zone", () => {
    const iso = "2026-12-07T17:05:09.000Z";
    for (const zone of ["Europe/Paris", "Asia/Dubai", "Europe/Paris", "UTC"]) {
      const french = new Intl.DateTimeFormat("fr-FR", {
        dateStyle: "short",
        timeStyle: "medium",
        timeZone: zone,
      }).format(new Date(iso));
      expect(formatDateTime(iso, zone)).toBe(french);
    }
    expect(formatDateTime(iso, "Asia/Dubai")).toBe("07/12/2026 21:05:09");
  });
});
