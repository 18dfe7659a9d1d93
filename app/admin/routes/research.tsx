import { research } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";
import { keepFirstPage } from "~/admin/components/paged-list";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import { enumLabel } from "~/admin/lib/labels";
import { Badge } from "~/components/ui/badge";
import type { Route } from "./+types/research";

// Planned yellow, ongoing green, completed blue; an unknown value raw in grey.
const STATUS_CLASSES: Record<string, string> = {
  planned: "bg-yellow-100 text-yellow-900",
  ongoing: "bg-green-100 text-green-900",
  completed: "bg-blue-100 text-blue-900",
};

function StatusBadge({ status }: { status: unknown }) {
  const value = typeof status === "string" ? status : "";
  const known = Object.hasOwn(STATUS_CLASSES, value);
  return (
    <Badge
      variant="outline"
      className={`border-transparent ${known ? STATUS_CLASSES[value] : "bg-gray-100 text-gray-800"}`}
    >
      {known ? enumLabel(value) : value}
    </Badge>
  );
}

/** R&D management ('Gestion R&D', declared in domain/entities.ts), statuses as coloured badges. */
export const loader = firstPageLoader(research);
export const shouldRevalidate = keepFirstPage;

export default function ResearchScreen({ loaderData }: Route.ComponentProps) {
  return (
    <EntityManager
      entity={research}
      first={loaderData}
      cells={{ status: (row) => <StatusBadge status={row.status} /> }}
    />
  );
}
