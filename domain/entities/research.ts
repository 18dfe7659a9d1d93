import { defineEntity } from "./define";

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
  noun: { noun: "recherche", gender: "f" },
});
