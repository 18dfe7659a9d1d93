import { Link } from "react-router";
import type { EntityName } from "#domain/entities";
import { AssistantWeekCard } from "~/admin/components/assistant-week-card";
import { notify } from "~/admin/components/notify";
import { TodoLinks } from "~/admin/components/todo-links";
import { TranslationTodoCard } from "~/admin/components/translation-todo";
import { FIGURE_ENTITIES, figuresOf, type TodoItem } from "~/admin/lib/dashboard";
import { dashboardLoader } from "~/admin/lib/dashboard.server";
import type { AdminRow } from "~/admin/lib/data-source";
import { formatDate } from "~/admin/lib/labels";
import { dataSourceFor } from "~/admin/lib/local-source";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import type { Route } from "./+types/dashboard";

export const loader = dashboardLoader;

/**
 * The server's record as it is, but where the browser keeps rows (ADMIN_DATA_SOURCE=local: the
 * server sends no figures) the figures read from the browser's lists, a table that fails to load
 * said with its toast. Runs on hydration too, where the server's record costs no request.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (!data || data.figures !== null) return data;
  const results = await Promise.allSettled(
    FIGURE_ENTITIES.map((entity) => dataSourceFor(entity, "local").list()),
  );
  const lists: Partial<Record<EntityName, AdminRow[]>> = {};
  results.forEach((result, index) => {
    const entity = FIGURE_ENTITIES[index]!;
    if (result.status === "fulfilled") lists[entity.table as EntityName] = result.value;
    else notify.error(entity.messages.loadError);
  });
  return { ...data, figures: figuresOf(lists) };
}
clientLoader.hydrate = true as const;

/** The card 'À faire': its lines, or 'Rien à faire pour le moment.' */
function TodoCard({ items }: { items: TodoItem[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">À faire</h2>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
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
 * recent activity (first 2 services, first 2 case studies, first 1 demo) and quick stats, read
 * with the route (app/admin/lib/dashboard.server.ts) from the same lists the screens show.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const figures = loaderData?.figures ?? null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Tableau de bord</h1>
      <Link to="/admin/apercu" className="self-start font-medium underline underline-offset-4">
        Ouvrir l'aperçu du site (modifier sur la page)
      </Link>
      {figures === null ? (
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
          <TodoCard items={loaderData?.todo ?? []} />
          <TranslationTodoCard work={loaderData?.translationWork ?? null} />
          <AssistantWeekCard week={loaderData?.assistantWeek ?? null} />
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
                    {figures.recent.map((row) => (
                      <li
                        key={`${row.kind}-${row.id}`}
                        className="flex items-center justify-between gap-4 py-3"
                      >
                        <span>
                          <span className="text-muted-foreground">{row.kind} : </span>
                          <span className="font-medium">{row.title}</span>
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
