import { defineEntity } from "./define";

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
  noun: { noun: "service", gender: "m" },
});
