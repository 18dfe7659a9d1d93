import { defineEntity } from "./define";

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
    title: "Gestion des études de cas",
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
  noun: { noun: "étude de cas", plural: "études de cas", gender: "f" },
});
