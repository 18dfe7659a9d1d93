import { services } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";

/** Services management: the form on the page above the table (declared in domain/entities.ts). */
export default function ServicesScreen() {
  return <EntityManager entity={services} />;
}
