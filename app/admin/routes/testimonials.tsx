import { testimonials } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";
import { keepFirstPage } from "~/admin/components/paged-list";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import type { Route } from "./+types/testimonials";

/** Testimonials management: the form in a dialog (declared in domain/entities.ts). */
export const loader = firstPageLoader(testimonials);
export const shouldRevalidate = keepFirstPage;

export default function TestimonialsScreen({ loaderData }: Route.ComponentProps) {
  return <EntityManager entity={testimonials} first={loaderData} />;
}
