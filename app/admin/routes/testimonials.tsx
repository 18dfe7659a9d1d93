import { testimonials } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";

/** Testimonials management: the form in a dialog (declared in domain/entities.ts). */
export default function TestimonialsScreen() {
  return <EntityManager entity={testimonials} />;
}
