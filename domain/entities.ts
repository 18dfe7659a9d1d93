import { z } from "zod";
import { type Fields, isHttpUrl, isSitePath, messages, rowShape, slugify } from "./fields";
import { type Translations, translatableFields, translationsSchema } from "./translations";

/**
 * The content entities, each declared once. The table
 * (server/db/schema.ts), the API routes (server/content), server and form validation, the
 * OpenAPI description and the admin screens' texts all derive from these declarations.
 */
export interface EntityDef<F extends Fields = Fields> {
  /** Table name, also the API path segment: /api/{table}. */
  table: string;
  /** French admin label of the collection (sidebar entry). */
  label: string;
  fields: F;
  /**
   * Shown to visitors: each row has `published` (false: a draft, seen only by administrators) and
   * `position` (the public order: ascending, then newest first).
   */
  publication?: boolean;
  /** The toasts of this entity, and its delete confirmation. */
  messages: {
    loadError: string;
    addError: string;
    updateError: string;
    deleteError: string;
    added: string;
    updated: string;
    deleted: string;
    confirmDelete: string;
    /** A save that failed without an answer from the server (a network failure), when it differs from addError/updateError. */
    unexpectedError?: string;
  };
  /** Rules across fields, checked after the field rules: returns field → French message. */
  check?(row: RowValues<F>): Record<string, string>;
  /** Its management screen in the back office (a table and a form), in French. */
  screen?: ScreenDef;
}

/**
 * How one column of a management table shows a field's value:
 * text (or '—'), euro (fr-FR currency), date (fr-FR, dd/mm/yyyy), badge (a grey badge, or '—'),
 * count ('{n} {unit}', or `none` when the list is empty). A screen may draw a column itself
 * (coloured badges); it still declares it here.
 */
export type ColumnFormat =
  | { kind: "text" | "euro" | "date" | "badge" | "custom" }
  | { kind: "count"; unit: string; none: string };

/** `Field`: the entity's field names (checked where the entity is declared). */
export interface ColumnDef<Field extends string = string> {
  field: Field | "created_at";
  /** The header; the field's label when omitted. */
  header?: string;
  format: ColumnFormat;
  /** The row's name (first column, emphasised). */
  emphasis?: boolean;
  nowrap?: boolean;
}

interface ScreenTexts<Field extends string> {
  /** Prefix of the form's element ids. */
  idPrefix: string;
  title: string;
  newLabel: string;
  formTitles: { create: string; edit: string };
  submitLabels: { create: string; edit: string };
  emptyText: string;
  /** The field that names a row in its actions' accessible labels. */
  nameField: Field;
  /** The title of a failed save's toast, on the server and with the browser-storage variant. */
  saveErrorTitle?: { server?: string; local?: string };
  /** A row's public page, `{field}` replaced by the row's value: a link in its actions. */
  pagePath?: string;
}

/**
 * A management screen: a table whose form opens on the page above it ('inline') or in a dialog
 * ('dialog'); or a grid of cards whose form replaces the grid while open ('page').
 */
export type ScreenDef<Field extends string = string> =
  | (ScreenTexts<Field> & {
      formMode: "inline" | "dialog";
      /** The table's title; `{count}` is the number of rows. */
      tableTitle: string;
      columns: readonly ColumnDef<Field>[];
    })
  | (ScreenTexts<Field> & {
      formMode: "page";
      /** The empty grid's button. */
      emptyAction: string;
      /** The delete confirmation's title. */
      deleteTitle: string;
    });

type FieldValue<F> = F extends { kind: "list" }
  ? string[]
  : F extends { kind: "slug" }
    ? string
    : F extends { kind: "enum"; values: readonly (infer V)[]; optional: true }
      ? V | null
      : F extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : F extends { kind: "number"; default: number }
          ? number
          : F extends { kind: "number" }
            ? number | null
            : F extends { required: true }
              ? string
              : string | null;

export type RowValues<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };
// biome-ignore lint/suspicious/noExplicitAny: matches any declared entity
export type Row<E extends EntityDef<any>> = RowValues<E["fields"]> & {
  id: string;
  created_at: string;
  updated_at: string;
  /** Declared with `publication`. */
  published?: boolean;
  position?: number;
  /** With translatable fields. */
  translations?: Translations;
};

function defineEntity<const F extends Fields>(
  def: EntityDef<F> & { screen?: ScreenDef<keyof F & string> },
): EntityDef<F> {
  return def;
}

export const services = defineEntity({
  table: "services",
  label: "Services",
  fields: {
    title: { kind: "text", label: "Titre", required: true, translatable: true },
    description: { kind: "textarea", label: "Description", required: true, translatable: true },
    // Optional, step 0.01, empty → unset.
    price: { kind: "number", label: "Prix (€)", step: 0.01, min: 0 },
    category: { kind: "text", label: "Catégorie", required: true, translatable: true },
  },
  publication: true,
  screen: {
    idPrefix: "service",
    title: "Gestion des Services",
    newLabel: "Ajouter un service",
    formMode: "inline",
    formTitles: { create: "Ajouter un service", edit: "Modifier le service" },
    submitLabels: { create: "Ajouter", edit: "Mettre à jour" },
    tableTitle: "Services ({count})",
    emptyText: "Aucun service enregistré",
    nameField: "title",
    columns: [
      { field: "title", format: { kind: "text" }, emphasis: true },
      { field: "category", format: { kind: "text" } },
      { field: "price", header: "Prix", format: { kind: "euro" }, nowrap: true },
      { field: "description", format: { kind: "text" } },
    ],
  },
  messages: {
    loadError: "Impossible de charger les services",
    addError: "Impossible d'ajouter le service",
    updateError: "Impossible de modifier le service",
    deleteError: "Impossible de supprimer le service",
    added: "Service ajouté avec succès",
    updated: "Service modifié avec succès",
    deleted: "Service supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce service ?",
  },
});

/** Where a client's project took place. */
export const CASE_REGIONS = ["europe", "gulf"] as const;

export const caseStudies = defineEntity({
  table: "case_studies",
  label: "Études de cas",
  fields: {
    title: { kind: "text", label: "Titre", required: true, translatable: true },
    description: { kind: "textarea", label: "Description", required: true, translatable: true },
    client: { kind: "text", label: "Client", required: true },
    industry: { kind: "text", label: "Secteur", translatable: true },
    challenge: { kind: "textarea", label: "Défi", translatable: true },
    solution: { kind: "textarea", label: "Solution", translatable: true },
    results: { kind: "textarea", label: "Résultats", translatable: true },
    image_url: { kind: "image", label: "Image", formName: "imageUrl" },
    // Its page's address, /cases/{slug}; made from the French title when left empty.
    slug: { kind: "slug", label: "Adresse de la page (slug)", from: "title" },
    region: { kind: "enum", label: "Région", values: CASE_REGIONS, optional: true },
  },
  publication: true,
  screen: {
    idPrefix: "case",
    title: "Gestion des Études de cas",
    newLabel: "Nouvelle étude de cas",
    formMode: "dialog",
    formTitles: { create: "Nouvelle étude de cas", edit: "Modifier l'étude de cas" },
    submitLabels: { create: "Ajouter", edit: "Mettre à jour" },
    tableTitle: "Études de cas ({count})",
    pagePath: "/cases/{slug}",
    emptyText: "Aucune étude de cas enregistrée",
    nameField: "title",
    columns: [
      { field: "title", format: { kind: "text" }, emphasis: true },
      { field: "client", format: { kind: "text" } },
      { field: "industry", format: { kind: "badge" } },
      { field: "created_at", header: "Date", format: { kind: "date" }, nowrap: true },
    ],
    saveErrorTitle: { local: "Erreur lors de la sauvegarde" },
  },
  messages: {
    loadError: "Impossible de charger les études de cas",
    addError: "Impossible d'ajouter l'étude de cas",
    updateError: "Impossible de modifier l'étude de cas",
    deleteError: "Impossible de supprimer l'étude de cas",
    added: "Étude de cas ajoutée avec succès",
    updated: "Étude de cas modifiée avec succès",
    deleted: "Étude de cas supprimée avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer cette étude de cas ?",
  },
});

export const RESEARCH_STATUSES = ["planned", "ongoing", "completed"] as const;
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];

export const research = defineEntity({
  table: "research",
  label: "Recherches",
  fields: {
    title: { kind: "text", label: "Titre", required: true, translatable: true },
    description: { kind: "textarea", label: "Description", required: true, translatable: true },
    category: { kind: "text", label: "Catégorie", translatable: true },
    // Who the project is run with, shown on its public card as 'Partenaire : …'.
    partner: { kind: "text", label: "Partenaire", translatable: true },
    // New projects start as planned; any status may change to any other.
    status: { kind: "enum", label: "Statut", values: RESEARCH_STATUSES, default: "planned" },
    start_date: { kind: "date", label: "Date de début", required: true, formName: "startDate" },
    end_date: { kind: "date", label: "Date de fin", formName: "endDate" },
    team: { kind: "list", label: "Équipe" },
    publications: { kind: "list", label: "Publications" },
  },
  publication: true,
  screen: {
    idPrefix: "research",
    title: "Gestion R&D",
    newLabel: "Nouveau projet R&D",
    formMode: "dialog",
    formTitles: { create: "Nouveau projet R&D", edit: "Modifier le projet R&D" },
    submitLabels: { create: "Créer", edit: "Mettre à jour" },
    tableTitle: "Projets R&D ({count})",
    emptyText: "Aucun projet R&D enregistré",
    nameField: "title",
    columns: [
      { field: "title", format: { kind: "text" }, emphasis: true },
      { field: "category", format: { kind: "badge" } },
      // Planned yellow, ongoing green, completed blue (drawn by the screen).
      { field: "status", format: { kind: "custom" } },
      { field: "team", format: { kind: "count", unit: "membres", none: "Aucun" } },
    ],
    saveErrorTitle: {
      server: "Erreur lors de la sauvegarde",
      local: "Erreur lors de la sauvegarde",
    },
  },
  messages: {
    loadError: "Impossible de charger les recherches",
    addError: "Impossible d'ajouter la recherche",
    updateError: "Impossible de modifier la recherche",
    deleteError: "Impossible de supprimer la recherche",
    added: "Recherche ajoutée avec succès",
    updated: "Recherche modifiée avec succès",
    deleted: "Recherche supprimée avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer cette recherche ?",
  },
});

export const markets = defineEntity({
  table: "markets",
  label: "Marchés",
  fields: {
    name: { kind: "text", label: "Nom", required: true },
    description: { kind: "textarea", label: "Description", required: true },
    region: { kind: "text", label: "Région", required: true },
    // Numeric, default 0, no bounds.
    size: { kind: "number", label: "Taille (M€)", step: 0.1, default: 0 },
    growth_rate: {
      kind: "number",
      label: "Croissance (%)",
      step: 0.1,
      default: 0,
      formName: "growthRate",
    },
    key_players: { kind: "list", label: "Acteurs clés", formName: "keyPlayers" },
    opportunities: { kind: "list", label: "Opportunités" },
    threats: { kind: "list", label: "Menaces" },
  },
  screen: {
    idPrefix: "market",
    title: "Gestion des Marchés",
    newLabel: "Nouveau marché",
    formMode: "dialog",
    formTitles: { create: "Nouveau marché", edit: "Modifier le marché" },
    submitLabels: { create: "Créer", edit: "Mettre à jour" },
    tableTitle: "Marchés analysés ({count})",
    emptyText: "Aucun marché analysé",
    nameField: "name",
    columns: [
      { field: "name", format: { kind: "text" }, emphasis: true },
      { field: "region", format: { kind: "badge" } },
      // In millions of euros; growth with a plus sign above 0 (drawn by the screen).
      { field: "size", header: "Taille", format: { kind: "custom" }, nowrap: true },
      { field: "growth_rate", header: "Croissance", format: { kind: "custom" } },
    ],
    saveErrorTitle: {
      server: "Erreur lors de la sauvegarde",
      local: "Erreur lors de la sauvegarde",
    },
  },
  messages: {
    loadError: "Impossible de charger les marchés",
    addError: "Impossible d'ajouter le marché",
    updateError: "Impossible de modifier le marché",
    deleteError: "Impossible de supprimer le marché",
    added: "Marché ajouté avec succès",
    updated: "Marché modifié avec succès",
    deleted: "Marché supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce marché ?",
  },
});

/** A path on this site: "/storage/…", never "//host/…" or "/\\host" (another origin). */

export const DEMO_TYPES = ["video", "image", "pdf", "lien"] as const;

export const demos = defineEntity({
  table: "demos",
  label: "Démos",
  fields: {
    title: { kind: "text", label: "Titre", required: true, translatable: true },
    type: { kind: "enum", label: "Type", values: DEMO_TYPES },
    description: { kind: "textarea", label: "Description", translatable: true },
    media_url: { kind: "text", label: "Média", required: true, max: 2048, formName: "mediaUrl" },
  },
  publication: true,
  // For lien the link must be a valid URL; for the others an uploaded file (its public
  // URL: a site path such as /storage/demos/… or the object store's absolute URL).
  check: (row): Record<string, string> => {
    const url = row.media_url;
    if (row.type === "lien") return isHttpUrl(url) ? {} : { media_url: messages.url };
    return isSitePath(url) || isHttpUrl(url) ? {} : { media_url: messages.required };
  },
  messages: {
    loadError: "Impossible de charger les démonstrations",
    addError: "Impossible d'ajouter la démonstration",
    updateError: "Impossible de modifier la démonstration",
    deleteError: "Impossible de supprimer la démonstration",
    added: "Démonstration ajoutée avec succès",
    updated: "Démonstration modifiée avec succès",
    deleted: "Démonstration supprimée avec succès",
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer "{title}" ? Cette action est irréversible.',
    unexpectedError: "Une erreur inattendue s'est produite",
  },
  screen: {
    idPrefix: "demo",
    title: "Gestion des Démonstrations",
    newLabel: "Ajouter une démo",
    formMode: "page",
    formTitles: { create: "Ajouter une démonstration", edit: "Modifier la démonstration" },
    submitLabels: { create: "Ajouter", edit: "Modifier" },
    emptyText: "Aucune démonstration créée pour le moment.",
    emptyAction: "Créer votre première démo",
    deleteTitle: "Supprimer la démonstration",
    nameField: "title",
  },
});

export const testimonials = defineEntity({
  table: "testimonials",
  label: "Témoignages",
  fields: {
    author: { kind: "text", label: "Auteur", required: true },
    quote: { kind: "textarea", label: "Citation", required: true, max: 2000, translatable: true },
    role: { kind: "text", label: "Fonction", translatable: true },
    company: { kind: "text", label: "Entreprise" },
    avatar_url: { kind: "image", label: "Photo", formName: "avatarUrl" },
  },
  publication: true,
  screen: {
    idPrefix: "testimonial",
    title: "Gestion des Témoignages",
    newLabel: "Nouveau témoignage",
    formMode: "dialog",
    formTitles: { create: "Nouveau témoignage", edit: "Modifier le témoignage" },
    submitLabels: { create: "Ajouter", edit: "Mettre à jour" },
    tableTitle: "Témoignages ({count})",
    emptyText: "Aucun témoignage enregistré",
    nameField: "author",
    columns: [
      { field: "author", format: { kind: "text" }, emphasis: true },
      { field: "company", format: { kind: "text" } },
      { field: "role", format: { kind: "text" } },
      { field: "quote", format: { kind: "text" } },
    ],
  },
  messages: {
    loadError: "Impossible de charger les témoignages",
    addError: "Impossible d'ajouter le témoignage",
    updateError: "Impossible de modifier le témoignage",
    deleteError: "Impossible de supprimer le témoignage",
    added: "Témoignage ajouté avec succès",
    updated: "Témoignage modifié avec succès",
    deleted: "Témoignage supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce témoignage ?",
  },
});

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

/** Every field a write may carry: the declared fields, then publication and translations. */
export function entityShape(entity: EntityDef): Record<string, z.ZodType> {
  const shape = rowShape(entity.fields);
  if (entity.publication) {
    shape.published = z.boolean({ error: messages.boolean }).optional();
    shape.position = z
      .number({ error: messages.integer })
      .int({ error: messages.integer })
      .min(-2_147_483_648, { error: messages.integer })
      .max(2_147_483_647, { error: messages.integer })
      .optional();
  }
  if (translatableFields(entity.fields).length > 0) {
    shape.translations = translationsSchema(entity.fields).optional();
  }
  return shape;
}

/**
 * The validation schema of an entity: field rules, then the rules across fields. The same schema
 * validates the admin form in the browser and the API payload on the server.
 */
export function entitySchema<F extends Fields>(entity: EntityDef<F>) {
  const base = z.strictObject(entityShape(entity as EntityDef)) as unknown as z.ZodType<
    RowValues<F>
  >;
  const check = entity.check;
  if (!check) return base;
  return base.superRefine((row, ctx) => {
    for (const [path, message] of Object.entries(check(row))) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
  });
}

/**
 * A validated row with each empty slug made from its source field (accents removed, lowercase,
 * hyphens; "page" when nothing is left). The server then makes it unique in its table.
 */
export function withSlugs(
  entity: EntityDef,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...row };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== "slug" || (typeof out[name] === "string" && out[name] !== "")) continue;
    const source = out[field.from];
    out[name] = slugify(typeof source === "string" ? source : "") || "page";
  }
  return out;
}

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(entities, name);
}
