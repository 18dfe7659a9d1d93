import { defineEntity } from "./define";

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
  noun: { noun: "marché", gender: "m" },
});
