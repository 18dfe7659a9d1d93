// Form messages the browser shows before any schema runs; imports nothing, so a screen that needs
// only the words does not load zod with them.

/** The product's one required-field message. */
export const REQUIRED_MESSAGE = "Veuillez remplir tous les champs obligatoires";
