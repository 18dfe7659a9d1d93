import {
  contactPayload,
  isHoneypotFilled,
  readContactForm,
  validateContact,
} from "~/lib/site-contact";

/** The texts the contact form's script shows, written by the server in the page's language. */
export interface ContactTexts {
  required: string;
  invalidEmail: string;
  /** With `{max}` where the limit goes. */
  tooLong: string;
  sending: string;
  submit: string;
  sent: string;
  /** The failure's title, above the sentences below. */
  failedTitle: string;
  failed: string;
  rateLimited: string;
  network: string;
}

/**
 * Checks a contact form's fields with the server's schema (domain/contact.ts, zod): loaded on the
 * first submit only, so the public pages' first load carries no schema library.
 */
export function checkContact(texts: ContactTexts, form: FormData) {
  const draft = readContactForm(form);
  const { errors } = validateContact(
    {
      required: texts.required,
      invalidEmail: texts.invalidEmail,
      tooLong: (max) => texts.tooLong.replace("{max}", String(max)),
    },
    draft,
  );
  return { errors, payload: contactPayload(draft), honeypot: isHoneypotFilled(draft) };
}
