import { caseStudies } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";
import { keepFirstPage } from "~/admin/components/paged-list";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import type { Route } from "./+types/cases";

/** Case studies management: a dialog form and a table (declared in domain/entities.ts). */
export const loader = firstPageLoader(caseStudies);
export const shouldRevalidate = keepFirstPage;

export default function CaseStudiesScreen({ loaderData }: Route.ComponentProps) {
  return <EntityManager entity={caseStudies} first={loaderData} />;
}
