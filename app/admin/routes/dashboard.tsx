import { useEffect, useMemo, useState } from "react";
import { caseStudies, demos, type EntityName, markets, research, services } from "#domain/entities";
import { useAdminContext } from "~/admin/components/admin-context";
import { notify } from "~/admin/components/notify";
import type { AdminRow } from "~/admin/lib/data-source";
import { formatDate } from "~/admin/lib/labels";
import { dataSourceFor } from "~/admin/lib/local-source";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

const ENTITIES = [services, caseStudies, research, markets, demos];
type Lists = Partial<Record<EntityName, AdminRow[]>>;

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Dashboard: five count cards, recent activity (first 2 services, first 2 case
 * studies, first 1 demo) and quick stats, from the same data sources as the screens.
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
                    <span className="text-3xl font-bold tabular-nums">{card.count}</span>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
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
                      <dd className="text-2xl font-bold tabular-nums">{stat.value}</dd>
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
