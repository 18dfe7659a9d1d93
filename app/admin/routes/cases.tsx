import { caseStudies } from "#domain/entities";
import { EntityManager } from "~/admin/components/entity-manager";

/** Case studies management: a dialog form and a table (declared in domain/entities.ts). */
export default function CaseStudiesScreen() {
  return <EntityManager entity={caseStudies} />;
}
