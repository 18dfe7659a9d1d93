import { services } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";
import { keepFirstPage } from "~/admin/components/paged-list";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import type { Route } from "./+types/services";

/** Services management: the form on the page above the table (declared in domain/entities.ts). */
export const loader = firstPageLoader(services);
export const shouldRevalidate = keepFirstPage;

export default function ServicesScreen({ loaderData }: Route.ComponentProps) {
  return <EntityManager entity={services} first={loaderData} />;
}
