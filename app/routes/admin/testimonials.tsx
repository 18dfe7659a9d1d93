import { testimonials } from "#domain/entities";
import { EntityManager } from "~/components/admin/entity-manager";

/** Testimonials management: the form in a dialog (declared in domain/entities.ts). */
export default function TestimonialsScreen() {
  return <EntityManager entity={testimonials} />;
}
