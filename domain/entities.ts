/**
 * The content entities, each declared once in a file of its own under entities/ (its columns,
 * zod schema, list fields, admin screen and French noun): the index every importer uses.
 */
import { caseStudies } from "./entities/case-studies";
import type { EntityDef, Row, RowValues } from "./entities/define";
import { demos } from "./entities/demos";
import { markets } from "./entities/markets";
import { research } from "./entities/research";
import { services } from "./entities/services";
import { testimonials } from "./entities/testimonials";
import type { Access } from "./roles";

export { CASE_REGIONS, caseStudies } from "./entities/case-studies";
export type {
  ColumnDef,
  ColumnFormat,
  EntityDef,
  EntityMessages,
  EntityNoun,
  Row,
  RowValues,
  ScreenDef,
} from "./entities/define";
export { DEMO_TYPES, demos } from "./entities/demos";
export { markets } from "./entities/markets";
export { RESEARCH_STATUSES, type ResearchStatus, research } from "./entities/research";
export { entitySchema, entityShape, withSlugs } from "./entities/schema";
export { type ServiceId, serviceAnchorOf, serviceKindOf, services } from "./entities/services";
export { testimonials } from "./entities/testimonials";

export const entities = {
  services,
  case_studies: caseStudies,
  research,
  markets,
  demos,
  testimonials,
} as const;

export type EntityName = keyof typeof entities;
export const entityNames = Object.keys(entities) as EntityName[];

export type Service = Row<typeof services>;
export type CaseStudy = Row<typeof caseStudies>;
export type Research = Row<typeof research>;
export type Market = Row<typeof markets>;
export type Demo = Row<typeof demos>;
export type Testimonial = Row<typeof testimonials>;

// biome-ignore lint/suspicious/noExplicitAny: matches any declared entity
export type EntityInput<E extends EntityDef<any>> = RowValues<E["fields"]>;

/**
 * Who reads a table's rows through the API: anyone (visitors its published rows) for a table
 * shown to visitors, the team alone for an internal one: 401 signed out, 403 for an account
 * outside the team.
 */
export function readAccess(entity: EntityDef): Access {
  return entity.publication ? "public" : "staff";
}

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(entities, name);
}
