import type { AssistantWeek } from "#domain/assistant-feedback";
import {
  caseStudies,
  demos,
  type EntityDef,
  type EntityName,
  entities,
  markets,
  research,
  services,
} from "#domain/entities";
import { LANGUAGES, type Language } from "#domain/languages";
import type { ListParams } from "#domain/list-query";
import type { TranslationSummary, WorkCounts } from "#domain/translation-work";
import { TRANSLATION_LANGUAGES, translatableFields } from "#domain/translations";
import { accessOf } from "~/admin/components/admin-nav";
import { readListUrl } from "~/admin/components/use-list-params";
import { CONTENT_FILTERS, contentListParams } from "./content-list";
import type { AdminRow } from "./data-source";
import { ALT_LANGUAGE_NAMES, screenPathOf } from "./media";
import type { MemberRights } from "./member";

/**
 * What the dashboard shows, read with its route (its loader, app/admin/lib/dashboard.server.ts):
 * one record, each card reading its own part of it. A new card adds its part here and where the
 * loader fills it, never a fetch of its own after the page.
 */
export interface DashboardData {
  /** The count cards, recent activity and quick stats; null until the browser reads its rows
   * (ADMIN_DATA_SOURCE=local keeps some tables there). */
  figures: DashboardFigures | null;
  /** 'À faire': its lines at more than 0. */
  todo: TodoItem[];
  /**
   * 'L'assistant cette semaine', for those who may read the visitors' questions (null for the
   * others); "failed" when it could not be read, said on its card alone.
   */
  assistantWeek: AssistantWeek | "failed" | null;
  /**
   * 'À faire : traductions': the fields left to translate in the member's languages, as
   * `GET /api/translations/summary` counts them; null where the browser keeps the rows
   * (ADMIN_DATA_SOURCE=local), empty when it could not be counted.
   */
  translationWork: TranslationWork | null;
}

/** Per language and table, the fields missing, outdated and written by the model. */
export type TranslationWork = TranslationSummary;
export type { WorkCounts };

/** One line of 'À faire': what needs doing, how many, and the list filtered to exactly those. */
export interface TodoItem {
  label: string;
  count: number;
  to: string;
}

/** How a line of 'À faire' is counted: the list its link opens, asked for one row. */
export type TodoCount =
  | { of: "content"; table: EntityName; params: ListParams }
  | { of: "contact" }
  | { of: "media"; missing: Language }
  | { of: "unanswered" };

export interface TodoLine {
  label: string;
  to: string;
  count: TodoCount;
}

// 'À faire' covers every table of the back office, testimonials included.
const TABLES = Object.values(entities);
const PUBLISHABLE = TABLES.filter((entity) => entity.publication);
const TRANSLATED = TABLES.filter((entity) => translatableFields(entity.fields).length > 0);

/**
 * The query the content screen at `to` (a screen's address) sends for that address (its filters,
 * search and order), one row asked: the line and its list cannot count different rows.
 */
function screenQuery(entity: EntityDef, to: string, rights: MemberRights): TodoCount {
  const { searchParams } = new URL(to, "http://screen");
  const params = contentListParams(
    entity,
    readListUrl(searchParams, CONTENT_FILTERS),
    rights.workLanguage,
  );
  return { of: "content", table: entity.table as EntityName, params: { ...params, limit: 1 } };
}

/**
 * What needs doing, each line a link to the list filtered to exactly those rows, its count the
 * total of that same filter on the list it opens: new messages, drafts and scheduled publications
 * (the list's 'Publication' filter), rows missing a translation and images missing an alternative
 * text (per language), the visitors' questions the assistant could not answer. A line whose screen
 * the member may not open is never asked (a translator: neither the inbox nor the visitors'
 * questions), and a translator sees only its languages' translations and texts.
 */
export function todoLines(rights: MemberRights): TodoLine[] {
  const languages = LANGUAGES.filter((language) => rights.writes(language));
  const lines: TodoLine[] = [];
  const line = (label: string, to: string, count: TodoCount) => {
    if (rights.may(accessOf(new URL(to, "http://screen").pathname)))
      lines.push({ label, to, count });
  };
  const screenLine = (label: string, entity: EntityDef, to: string) =>
    line(label, to, screenQuery(entity, to, rights));
  line("Nouveaux messages", "/admin/messages?status=new", { of: "contact" });
  if (rights.edits) {
    for (const entity of PUBLISHABLE) {
      const screen = screenPathOf(entity.table);
      screenLine(`${entity.label} : brouillons`, entity, `${screen}?publication=draft`);
      screenLine(
        `${entity.label} : publications programmées`,
        entity,
        `${screen}?publication=scheduled`,
      );
    }
  }
  for (const language of TRANSLATION_LANGUAGES.filter((each) => languages.includes(each))) {
    for (const entity of TRANSLATED) {
      screenLine(
        `${entity.label} sans traduction en ${ALT_LANGUAGE_NAMES[language]}`,
        entity,
        `${screenPathOf(entity.table)}?missing=${language}`,
      );
    }
  }
  for (const language of languages) {
    line(
      `Images sans texte alternatif en ${ALT_LANGUAGE_NAMES[language]}`,
      `/admin/media?missing=${language}`,
      { of: "media", missing: language },
    );
  }
  line("Questions des visiteurs sans réponse", "/admin/questions", { of: "unanswered" });
  return lines;
}

/** The tables the count cards show, in order. */
export const FIGURE_ENTITIES = [services, caseStudies, research, markets, demos];

export interface DashboardFigures {
  counts: { label: string; count: number }[];
  recent: { kind: string; id: string; title: string; created_at: string }[];
  stats: { label: string; value: number }[];
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Five count cards, recent activity (first 2 services, first 2 case studies, first 1 demo) and
 * quick stats, from each table's whole list as its screen's data source answers it.
 */
export function figuresOf(lists: Partial<Record<EntityName, AdminRow[]>>): DashboardFigures {
  const rows = (name: EntityName) => lists[name] ?? [];
  const researchRows = rows("research");
  const recent = (name: EntityName, kind: string, count: number) =>
    rows(name)
      .slice(0, count)
      .map((row) => ({ kind, id: row.id, title: str(row.title), created_at: row.created_at }));
  return {
    counts: FIGURE_ENTITIES.map((entity) => ({
      label: entity.label,
      count: rows(entity.table as EntityName).length,
    })),
    recent: [
      ...recent("services", "Service", 2),
      ...recent("case_studies", "Étude de cas", 2),
      ...recent("demos", "Démo", 1),
    ],
    stats: [
      {
        label: "Total des entrées",
        value: FIGURE_ENTITIES.reduce((sum, e) => sum + rows(e.table as EntityName).length, 0),
      },
      {
        label: "Recherches en cours",
        value: researchRows.filter((row) => row.status === "ongoing").length,
      },
      {
        label: "Recherches terminées",
        value: researchRows.filter((row) => row.status === "completed").length,
      },
      {
        label: "Démos actives",
        value: rows("demos").filter((row) => str(row.media_url) !== "").length,
      },
    ],
  };
}
