import { defineEntity } from "./define";

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
    title: "Gestion des témoignages",
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
  noun: { noun: "témoignage", gender: "m" },
});
