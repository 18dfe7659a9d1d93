import { type EntityDef, entitySchema } from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import { ApiError } from "~/lib/api/client";
import type { AdminRow, DataSource } from "./source-types";

/** The local-only variant's browser storage keys. */
export const LOCAL_STORAGE_KEYS: Record<string, string> = {
  case_studies: "admin_case_studies",
  research: "admin_research",
  markets: "admin_markets",
};

/**
 * The local variant's record shape: the form's field names (startDate, growthRate, keyPlayers…), an `id`
 * that is a timestamp string, `createdAt` and `updatedAt`.
 */
type LocalRecord = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };

function readAll(key: string): LocalRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is LocalRecord =>
            typeof item === "object" && item !== null && typeof item.id === "string",
        )
      : [];
  } catch {
    return [];
  }
}

function writeAll(key: string, records: LocalRecord[]) {
  localStorage.setItem(key, JSON.stringify(records));
}

/** A timestamp id, unique even when two records are made in the same millisecond. */
function nextId(records: LocalRecord[]): string {
  let id = Date.now();
  const taken = new Set(records.map((record) => record.id));
  while (taken.has(String(id))) id += 1;
  return String(id);
}

export function createLocalSource(entity: EntityDef, key: string): DataSource {
  const schema = entitySchema(entity);
  const names = Object.entries(entity.fields).map(([column, field]) => ({
    column,
    local: field.formName ?? column,
    isList: field.kind === "list",
  }));

  const toRow = (record: LocalRecord): AdminRow => {
    const row: AdminRow = {
      id: record.id,
      created_at: record.createdAt,
      updated_at: record.updatedAt,
    };
    for (const { column, local, isList } of names) {
      row[column] = record[local] ?? (isList ? [] : null);
    }
    return row;
  };

  // The same schema as the API, so the browser store refuses what the server would refuse.
  const validate = (values: Record<string, unknown>) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", "Données invalides", fieldErrors(parsed.error));
    }
    const out: Record<string, unknown> = {};
    for (const { column, local } of names) {
      out[local] = (parsed.data as Record<string, unknown>)[column];
    }
    return out;
  };

  return {
    kind: "local",
    async list() {
      return readAll(key)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
        .map(toRow);
    },
    async create(values) {
      const records = readAll(key);
      const stamp = new Date().toISOString();
      const record: LocalRecord = {
        ...validate(values),
        id: nextId(records),
        createdAt: stamp,
        updatedAt: stamp,
      };
      writeAll(key, [record, ...records]);
      return toRow(record);
    },
    async update(id, values) {
      const records = readAll(key);
      const index = records.findIndex((record) => record.id === id);
      const existing = records[index];
      if (!existing) throw new ApiError(404, "not_found", "Élément introuvable");
      const record: LocalRecord = {
        ...existing,
        ...validate(values),
        updatedAt: new Date().toISOString(),
      };
      records[index] = record;
      writeAll(key, records);
      return toRow(record);
    },
    async remove(id) {
      const records = readAll(key);
      if (!records.some((record) => record.id === id)) {
        throw new ApiError(404, "not_found", "Élément introuvable");
      }
      writeAll(
        key,
        records.filter((record) => record.id !== id),
      );
    },
  };
}
