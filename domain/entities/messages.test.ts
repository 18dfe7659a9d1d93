import { describe, expect, it } from "vitest";
import { type EntityName, entities } from "../entities";
import { entityMessages } from "./messages";

// The admin's toasts and delete confirmations, letter for letter as the product words them.
const EXPECTED: Record<EntityName, Record<string, string>> = {
  services: {
    loadError: "Impossible de charger les services",
    addError: "Impossible d'ajouter le service",
    updateError: "Impossible de modifier le service",
    deleteError: "Impossible de supprimer le service",
    added: "Service ajouté avec succès",
    updated: "Service modifié avec succès",
    deleted: "Service supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce service ?",
  },
  case_studies: {
    loadError: "Impossible de charger les études de cas",
    addError: "Impossible d'ajouter l'étude de cas",
    updateError: "Impossible de modifier l'étude de cas",
    deleteError: "Impossible de supprimer l'étude de cas",
    added: "Étude de cas ajoutée avec succès",
    updated: "Étude de cas modifiée avec succès",
    deleted: "Étude de cas supprimée avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer cette étude de cas ?",
  },
  research: {
    loadError: "Impossible de charger les recherches",
    addError: "Impossible d'ajouter la recherche",
    updateError: "Impossible de modifier la recherche",
    deleteError: "Impossible de supprimer la recherche",
    added: "Recherche ajoutée avec succès",
    updated: "Recherche modifiée avec succès",
    deleted: "Recherche supprimée avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer cette recherche ?",
  },
  markets: {
    loadError: "Impossible de charger les marchés",
    addError: "Impossible d'ajouter le marché",
    updateError: "Impossible de modifier le marché",
    deleteError: "Impossible de supprimer le marché",
    added: "Marché ajouté avec succès",
    updated: "Marché modifié avec succès",
    deleted: "Marché supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce marché ?",
  },
  demos: {
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
  testimonials: {
    loadError: "Impossible de charger les témoignages",
    addError: "Impossible d'ajouter le témoignage",
    updateError: "Impossible de modifier le témoignage",
    deleteError: "Impossible de supprimer le témoignage",
    added: "Témoignage ajouté avec succès",
    updated: "Témoignage modifié avec succès",
    deleted: "Témoignage supprimé avec succès",
    confirmDelete: "Êtes-vous sûr de vouloir supprimer ce témoignage ?",
  },
};

describe.each(Object.keys(EXPECTED) as EntityName[])("the %s messages", (name) => {
  it("are the product's sentences, letter for letter", () => {
    expect({ ...entities[name].messages }).toEqual(EXPECTED[name]);
  });
});

describe("messages made from a noun", () => {
  it("elide the article and use 'cet' before a vowel", () => {
    const made = entityMessages({ noun: "article", gender: "m" });
    expect(made.addError).toBe("Impossible d'ajouter l'article");
    expect(made.confirmDelete).toBe("Êtes-vous sûr de vouloir supprimer cet article ?");
    expect(made.loadError).toBe("Impossible de charger les articles");
    expect(made.added).toBe("Article ajouté avec succès");
  });

  it("keep the sentences an entity words itself", () => {
    const made = entityMessages({ noun: "page", gender: "f" }, { deleted: "Page retirée" });
    expect(made.deleted).toBe("Page retirée");
    expect(made.updated).toBe("Page modifiée avec succès");
  });
});
