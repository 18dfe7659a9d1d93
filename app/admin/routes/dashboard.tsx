import { useEffect, useMemo, useState } from "react";
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
import { LANGUAGES } from "#domain/languages";
import { listSearchParams } from "#domain/list-query";
import { TRANSLATION_LANGUAGES, translatableFields } from "#domain/translations";
import { useAdminContext, useMember } from "~/admin/components/admin-context";
import { accessOf } from "~/admin/components/admin-nav";
import { CONTENT_FILTERS, contentListParams } from "~/admin/components/entity-table";
import { notify } from "~/admin/components/notify";
import { type TodoItem, TodoLinks } from "~/admin/components/todo-links";
import { TranslationTodoCard } from "~/admin/components/translation-todo";
import { readListUrl } from "~/admin/components/use-list-params";
import { type AdminRow, fetchPage } from "~/admin/lib/data-source";
import { formatDate } from "~/admin/lib/labels";
import { dataSourceFor } from "~/admin/lib/local-source";
import { ALT_LANGUAGE_NAMES, screenPathOf } from "~/admin/lib/media";
import type { MemberRights } from "~/admin/lib/member";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

const ENTITIES = [services, caseStudies, research, markets, demos];
type Lists = Partial<Record<EntityName, AdminRow[]>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");

// 'À faire' covers every table of the back office, testimonials included.
const TABLES = Object.values(entities);
const PUBLISHABLE = TABLES.filter((entity) => entity.publication);
const TRANSLATED = TABLES.filter((entity) => translatableFields(entity.fields).length > 0);

/** How many rows a list holds with these filters: one row asked, the total read from Content-Range. */
async function countOf(path: string, filters: Record<string, string>): Promise<number> {
  const page = await fetchPage(path, new URLSearchParams({ ...filters, limit: "1" }));
  return page.total;
}

/**
 * How many rows the content list at `to` (a screen's address) shows: the query that screen sends
 * for that address (its filters, search and order), one row asked. The line and its list cannot
 * count different rows.
 */
async function countOfScreen(entity: EntityDef, to: string, rights: MemberRights) {
  const { searchParams } = new URL(to, "http://screen");
  const params = contentListParams(
    entity,
    readListUrl(searchParams, CONTENT_FILTERS),
    rights.workLanguage,
  );
  const page = await fetchPage(
    `/api/${entity.table}`,
    listSearchParams({ ...params, limit: 1, offset: 0 }),
  );
  return page.total;
}

/**
 * What needs doing, each line a link to the list filtered to exactly those rows, its count the
 * total of that same filter on the API the list reads: new messages, drafts and scheduled
 * publications (the list's 'Publication' filter), rows missing a translation and images missing
 * an alternative text (per language), the visitors' questions the assistant could not answer
 * (left out when that route answers 403 or 404). A line whose screen the member may not open is
 * never asked (a translator: neither the inbox nor the visitors' questions), and a translator sees
 * only its languages' translations and texts. A line whose count failed to load is left out;
 * lines at 0 too.
 */
async function loadTodo(rights: MemberRights): Promise<TodoItem[]> {
  const languages = LANGUAGES.filter((language) => rights.writes(language));
  const lines: Promise<TodoItem>[] = [];
  const line = (label: string, to: string, count: () => Promise<number>) => {
    if (!rights.may(accessOf(new URL(to, "http://screen").pathname))) return;
    lines.push(count().then((value) => ({ label, count: value, to })));
  };
  const screenLine = (label: string, entity: EntityDef, to: string) =>
    line(label, to, () => countOfScreen(entity, to, rights));
  line("Nouveaux messages", "/admin/messages?status=new", () =>
    countOf("/api/contact", { status: "new" }),
  );
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
      () => countOf("/api/storage/media", { missing: language }),
    );
  }
  line("Questions des visiteurs sans réponse", "/admin/questions", () =>
    countOf("/api/assistant/unanswered", {}),
  );
  const settled = await Promise.allSettled(lines);
  return settled
    .flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
    .filter((item) => item.count > 0);
}

/** The card 'À faire': its lines, or 'Rien à faire pour le moment.' */
function TodoCard() {
  const rights = useMember();
  const [items, setItems] = useState<TodoItem[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadTodo(rights).then((next) => {
      if (!cancelled) setItems(next);
    });
    return () => {
      cancelled = true;
    };
  }, [rights]);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">À faire</h2>
      </CardHeader>
      <CardContent>
        {items === null ? (
          <Spinner label="Chargement..." />
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">Rien à faire pour le moment.</p>
        ) : (
          <TodoLinks items={items} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Dashboard: five count cards, 'À faire' (what needs doing, each a link to its filtered list),
 * recent activity (first 2 services, first 2 case studies, first 1 demo) and quick stats, from
 * the same data sources as the screens.
 */
export default function Dashboard() {
  const { dataSource } = useAdminContext();
  const [lists, setLists] = useState<Lists | null>(null);

  useEffect(() => {
    let cancelled = false;
    void Promise.allSettled(
      ENTITIES.map((entity) => dataSourceFor(entity, dataSource).list()),
    ).then((results) => {
      if (cancelled) return;
      const next: Lists = {};
      results.forEach((result, index) => {
        const entity = ENTITIES[index]!;
        if (result.status === "fulfilled") next[entity.table as EntityName] = result.value;
        else notify.error(entity.messages.loadError);
      });
      setLists(next);
    });
    return () => {
      cancelled = true;
    };
  }, [dataSource]);

  const figures = useMemo(() => {
    const rows = (name: EntityName) => lists?.[name] ?? [];
    const researchRows = rows("research");
    return {
      counts: ENTITIES.map((entity) => ({
        label: entity.label,
        count: rows(entity.table as EntityName).length,
      })),
      recent: [
        ...rows("services")
          .slice(0, 2)
          .map((row) => ({ kind: "Service", row })),
        ...rows("case_studies")
          .slice(0, 2)
          .map((row) => ({ kind: "Étude de cas", row })),
        ...rows("demos")
          .slice(0, 1)
          .map((row) => ({ kind: "Démo", row })),
      ],
      stats: [
        {
          label: "Total des entrées",
          value: ENTITIES.reduce((sum, e) => sum + rows(e.table as EntityName).length, 0),
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
  }, [lists]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Tableau de bord</h1>
      {lists === null ? (
        <Spinner label="Chargement..." />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {figures.counts.map((card) => (
              <li key={card.label}>
                <Card role="group" aria-label={card.label} className="h-full">
                  <CardContent className="flex flex-col gap-1 pt-6">
                    <span className="text-sm text-muted-foreground">{card.label}</span>
                    <span className="text-3xl font-bold whitespace-nowrap tabular-nums">
                      {card.count}
                    </span>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <TodoCard />
          <TranslationTodoCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <h2 className="text-xl font-semibold">Activité récente</h2>
              </CardHeader>
              <CardContent>
                {figures.recent.length === 0 ? (
                  <p className="text-muted-foreground">Aucune activité pour le moment.</p>
                ) : (
                  <ul className="flex flex-col divide-y">
                    {figures.recent.map(({ kind, row }) => (
                      <li
                        key={`${kind}-${row.id}`}
                        className="flex items-center justify-between gap-4 py-3"
                      >
                        <span>
                          <span className="text-muted-foreground">{kind} : </span>
                          <span className="font-medium">{str(row.title)}</span>
                        </span>
                        <span className="text-sm whitespace-nowrap text-muted-foreground">
                          {formatDate(row.created_at)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h2 className="text-xl font-semibold">Statistiques rapides</h2>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-2 gap-4">
                  {figures.stats.map((stat) => (
                    <div key={stat.label} className="flex flex-col gap-1">
                      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                      <dd className="text-2xl font-bold whitespace-nowrap tabular-nums">
                        {stat.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
