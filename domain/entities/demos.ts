import { isHttpUrl, isSitePath, messages } from "../fields";
import { defineEntity } from "./define";

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
  noun: { noun: "démonstration", gender: "f" },
  // The delete dialog names the demo; a save that got no answer has a sentence of its own.
  messages: {
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
