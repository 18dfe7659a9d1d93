import { CONTACT_HONEYPOT, type ContactMessages, contactSchema } from "#domain/contact";
import type { Translate } from "~/i18n/translate";

export const CONTACT_FIELDS = ["name", "email", "phone", "company", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactDraft = Record<ContactField, string> & { [CONTACT_HONEYPOT]?: string };

/** What the no-JavaScript form post answers (the page shows it in the form's live regions). */
export type ContactActionData =
  | { ok: true }
  | { ok: false; errors: ContactErrors; values: Partial<Record<ContactField, string>> }
  | {
      ok: false;
      /** Too many messages from this address, or the message could not be delivered. */
      failed: "rate_limited" | "refused";
      values: Partial<Record<ContactField, string>>;
    };

/** The contact schema's field messages (domain/contact.ts) in the visitor's language. */
export function contactMessagesIn(t: Translate): ContactMessages {
  return {
    required: t("contact.form.errorRequired"),
    invalidEmail: t("contact.form.errorEmail"),
    tooLong: (max) => t("contact.form.errorTooLong", { max }),
  };
}

/** The form's fields as strings, the honeypot included. */
export function readContactForm(form: FormData): ContactDraft {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    name: value("name"),
    email: value("email"),
    phone: value("phone"),
    company: value("company"),
    message: value("message"),
    [CONTACT_HONEYPOT]: value(CONTACT_HONEYPOT),
  };
}

/**
 * Validates a draft with the field messages of the visitor's language: the first message of each
 * invalid field, or the clean values. The server's action and the page's script both call it.
 */
export function validateContact(messages: ContactMessages, draft: ContactDraft) {
  const result = contactSchema(messages).safeParse(draft);
  if (result.success) return { values: result.data, errors: null };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return { values: null, errors };
}

/** The JSON body sent to the external form service (name, email, phone, company, message). */
export function contactPayload(draft: ContactDraft) {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    company: draft.company.trim(),
    message: draft.message.trim(),
  };
}

export const isHoneypotFilled = (draft: ContactDraft) =>
  (draft[CONTACT_HONEYPOT] ?? "").trim() !== "";
export { CONTACT_HONEYPOT };
