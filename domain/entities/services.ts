import { slugify } from "../fields";
import { defineEntity } from "./define";

/** The six kinds of service (icon, and anchor on /services), named after their French category. */
export type ServiceId = "ai" | "data" | "development" | "security" | "consulting" | "training";

/**
 * A service's kind follows its French category, slugified: its icon, and its anchor on /services
 * (the footer links to #ai, #data…). Another category has no kind.
 */
const SERVICE_KINDS: Record<string, ServiceId> = {
  "intelligence-artificielle": "ai",
  donnees: "data",
  developpement: "development",
  securite: "security",
  conseil: "consulting",
  formation: "training",
};

/** The kind of a service whose French category slugifies to `kind`. */
export function serviceKindOf(kind: string): ServiceId | undefined {
  return SERVICE_KINDS[kind];
}

/** The id of a service's card on /services: its kind, else `service-{id}`. */
export function serviceAnchorOf(service: { id: string; category: string }): string {
  return serviceKindOf(slugify(service.category)) ?? `service-${service.id}`;
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
    title: "Gestion des services",
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
  noun: { noun: "service", gender: "m" },
});
