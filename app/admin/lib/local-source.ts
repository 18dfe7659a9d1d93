import { type EntityDef, entitySchema } from "#domain/entities";
import { fieldErrors } from "#domain/fields";
import { mergeTranslations } from "#domain/translations";
import { ApiError } from "~/lib/api/client";
import {
  type AdminRow,
  createApiSource,
  type DataSource,
  type DataSourceMode,
} from "./data-source";

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

/**
 * Kept under their API names in a local record, as the API would: the other languages
 * (`translations`: {"en": {column: value}}) and the publication state.
 */
const EXTRA_KEYS = ["translations", "published", "position"] as const;

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
    for (const extra of EXTRA_KEYS) {
      if (record[extra] !== undefined) row[extra] = record[extra];
    }
    return row;
  };

  // The same schema as the API, so the browser store refuses what the server would refuse.
  const validate = (values: Record<string, unknown>) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      throw new ApiError(400, "validation_failed", "Données invalides", fieldErrors(parsed.error));
    }
    const data = parsed.data as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { column, local } of names) {
      if (column in data) out[local] = data[column];
    }
    for (const extra of EXTRA_KEYS) {
      if (data[extra] !== undefined) out[extra] = data[extra];
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
      // As the API does: the change is checked as the whole row it makes, translations merged.
      const { id: _id, created_at, updated_at, ...current } = toRow(existing);
      const merged = { ...current, ...values };
      if ("translations" in values) {
        merged.translations = mergeTranslations(current.translations, values.translations);
      }
      const record: LocalRecord = {
        ...existing,
        ...validate(merged),
        updatedAt: new Date().toISOString(),
      };
      records[index] = record;
      writeAll(key, records);
      return toRow(record);
    },
    async reorder(ids) {
      const records = readAll(key);
      const stamp = new Date().toISOString();
      writeAll(
        key,
        records.map((record) => {
          const position = ids.indexOf(record.id);
          return position < 0 ? record : { ...record, position, updatedAt: stamp };
        }),
      );
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

/** ADMIN_DATA_SOURCE=local moves case studies, research and markets to the browser. */
export function dataSourceFor(entity: EntityDef, mode: DataSourceMode): DataSource {
  const key = LOCAL_STORAGE_KEYS[entity.table];
  if (mode === "local" && key) return createLocalSource(entity, key);
  return createApiSource(entity.table);
}
