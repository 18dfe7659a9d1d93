/**
 * The admin's toasts and delete confirmation of an entity, made from the French noun that names
 * one row and its gender: 'Impossible de charger les services', 'Impossible d'ajouter l'étude de
 * cas', 'Recherche ajoutée avec succès', 'Êtes-vous sûr de vouloir supprimer ce marché ?'.
 */

export interface EntityNoun {
  /** One row, in lowercase: "service", "étude de cas". */
  noun: string;
  gender: "m" | "f";
  /** When it is not the noun followed by an s ("études de cas"). */
  plural?: string;
}

export interface EntityMessages {
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
}

// A noun that starts with a vowel elides the article (l'étude) and takes "cet" (cet article).
const startsWithVowel = (word: string) => /^[aàâeéèêëiîïoôuùûy]/i.test(word);

/** "le service", "la recherche", "l'étude de cas". */
function definite({ noun, gender }: EntityNoun): string {
  if (startsWithVowel(noun)) return `l'${noun}`;
  return `${gender === "f" ? "la" : "le"} ${noun}`;
}

/** "ce service", "cet article", "cette étude de cas". */
function demonstrative({ noun, gender }: EntityNoun): string {
  if (gender === "f") return `cette ${noun}`;
  return `${startsWithVowel(noun) ? "cet" : "ce"} ${noun}`;
}

/** The eight sentences of an entity; `own` replaces those the product words otherwise. */
export function entityMessages(
  name: EntityNoun,
  own: Partial<EntityMessages> = {},
): EntityMessages {
  const one = definite(name);
  const subject = name.noun.charAt(0).toUpperCase() + name.noun.slice(1);
  const agreed = (participle: string) => `${participle}${name.gender === "f" ? "e" : ""}`;
  return {
    loadError: `Impossible de charger les ${name.plural ?? `${name.noun}s`}`,
    addError: `Impossible d'ajouter ${one}`,
    updateError: `Impossible de modifier ${one}`,
    deleteError: `Impossible de supprimer ${one}`,
    added: `${subject} ${agreed("ajouté")} avec succès`,
    updated: `${subject} ${agreed("modifié")} avec succès`,
    deleted: `${subject} ${agreed("supprimé")} avec succès`,
    confirmDelete: `Êtes-vous sûr de vouloir supprimer ${demonstrative(name)} ?`,
    ...own,
  };
}
