import {
  type EntityName,
  entities,
  type Row,
  type ServiceId,
  serviceKindOf,
} from "#domain/entities";
import { fieldTarget, markText } from "#domain/preview";
import { type Resolved, translatableFields } from "#domain/translations";
import { frenchSpacing } from "#domain/typography";

/** What a public page sends of each row: only what it shows (the page's HTML carries it). */
export const SHOWN = {
  services: ["id", "title", "description", "category", "price", "fallback"],
  case_studies: [
    "id",
    "slug",
    "title",
    "description",
    "client",
    "industry",
    "region",
    "challenge",
    "solution",
    "results",
    "image_url",
    "fallback",
  ],
  testimonials: ["id", "quote", "author", "role", "company", "avatar_url", "fallback"],
  demos: ["id", "title", "type", "description", "media_url", "fallback"],
  research: ["id", "title", "description", "partner", "status", "fallback"],
} as const satisfies Partial<Record<EntityName, readonly string[]>>;

export type Shown = keyof typeof SHOWN;
type RowOf<N extends Shown> = Resolved<Row<(typeof entities)[N]>>;

/**
 * A content row as a public page receives it: the fields it shows, in the page's language; a
 * service also has its kind, the slug of its French category (its icon and anchor).
 */
export type PublicRow<N extends Shown> = Pick<
  RowOf<N>,
  Extract<(typeof SHOWN)[N][number], keyof RowOf<N>>
> &
  (N extends "services" ? { kind: string } : unknown);

/**
 * The fields of a resolved row that a public page shows (missing ones as null), its French texts
 * (the row's, or a translation's fallback) with French typography's spaces.
 */
export function pickShown(name: Shown, row: Record<string, unknown>) {
  const translatable = translatableFields(entities[name].fields);
  const fallback = Array.isArray(row.fallback) ? row.fallback : [];
  const french = (key: string) =>
    translatable.includes(key) && (row.lang === "fr" || fallback.includes(key));
  return Object.fromEntries(
    SHOWN[name].map((key) => {
      const value = row[key] ?? null;
      return [key, typeof value === "string" && french(key) ? frenchSpacing(value) : value];
    }),
  );
}

/**
 * A shown row for a preview render: each of its texts (a text field with a value) wrapped with the
 * field it comes from, `field:<table>/<id>/<field>`, which the server turns into the edit
 * attribute of the element showing it.
 */
export function markShown(name: Shown, row: Record<string, unknown>) {
  const fields = entities[name].fields as Record<string, { kind: string }>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === "string" && value !== "" && TEXT_KINDS.has(fields[key]?.kind ?? "")
        ? markText(fieldTarget(name, String(row.id), key), value)
        : value,
    ]),
  );
}

const TEXT_KINDS = new Set(["text", "textarea"]);

type CaseDetails = "challenge" | "solution" | "results" | "client";

/** A case study as a card shows it (the home page sends no more); /cases sends the details too. */
export type CaseCard = Omit<PublicRow<"case_studies">, CaseDetails> &
  Partial<Pick<PublicRow<"case_studies">, CaseDetails>>;

/** The card of a case study: its image, without the parts only its page and /cases show. */
export function caseCard(study: PublicRow<"case_studies">): CaseCard {
  const { challenge, solution, results, client, ...card } = study;
  return card;
}

/** A service's kind (its icon and anchor on /services), from its French category's slug. */
export function serviceKind(service: { kind: string }): ServiceId | undefined {
  return serviceKindOf(service.kind);
}

/** The id of a service's card on /services, the footer's link target. */
export function serviceAnchor(service: { id: string; kind: string }): string {
  return serviceKind(service) ?? `service-${service.id}`;
}

/** A service as the footer lists it: its name in the page's language (French marked) and anchor. */
export type FooterService = Pick<PublicRow<"services">, "id" | "title" | "kind" | "fallback">;

export function footerService({ id, title, kind, fallback }: PublicRow<"services">): FooterService {
  return { id, title, kind, fallback: fallback.filter((field) => field === "title") };
}

/** A public list's page address: page 1 is the list's own path, page N `?page=N`. */
export const listPageHref = (path: string, page: number) =>
  page === 1 ? path : `${path}?page=${page}`;
