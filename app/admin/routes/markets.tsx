import { markets } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";
import { keepFirstPage } from "~/admin/components/paged-list";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import { formatNumber } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";
import type { Route } from "./+types/markets";

/** Markets management ('Gestion des Marchés', declared in domain/entities.ts). */
export const loader = firstPageLoader(markets);
export const shouldRevalidate = keepFirstPage;

export default function MarketsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <EntityManager
      entity={markets}
      first={loaderData}
      cells={{
        // Market size in millions of euros.
        size: (row) => `${formatNumber(row.size)} M€`,
        // A plus sign and the default style above 0, otherwise secondary.
        growth_rate: (row) => {
          const growth = typeof row.growth_rate === "number" ? row.growth_rate : 0;
          return (
            <Badge variant={growth > 0 ? "default" : "secondary"}>
              {growth > 0 ? "+" : ""}
              {formatNumber(growth)}%
            </Badge>
          );
        },
      }}
    />
  );
}
