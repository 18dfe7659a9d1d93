import {
  type ContactErrors,
  contactPayload,
  isHoneypotFilled,
  readContactForm,
  validateContact,
} from "~/site/lib/site-contact";

/** The field messages, written by the server in the page's language (`{max}`: the limit). */
export interface ContactFieldMessages {
  required: string;
  invalidEmail: string;
  tooLong: string;
}

/**
 * Checks a contact form's fields with the server's schema (domain/contact.ts, zod): loaded on the
 * first submit only, so the public pages' first load carries no schema library.
 */
export function checkContact(
  messages: ContactFieldMessages,
  form: FormData,
): { errors: ContactErrors | null; payload: ReturnType<typeof contactPayload>; honeypot: boolean } {
  const draft = readContactForm(form);
  const { errors } = validateContact(
    { ...messages, tooLong: (max) => messages.tooLong.replace("{max}", String(max)) },
    draft,
  );
  return { errors, payload: contactPayload(draft), honeypot: isHoneypotFilled(draft) };
}
