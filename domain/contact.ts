import { z } from "zod";
import { withoutNul } from "./fields";
import { pure } from "./pure";

/**
 * The contact form: one schema for the public site's form (in
 * the visitor's language) and for `POST /api/contact` (French messages).
 */

/**
 * The states of a message in the back office's inbox, in their order: declared once here; the
 * database's check constraint, the API's validation and the inbox's choices derive from it.
 */
export const CONTACT_STATUSES = ["new", "read", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Where a message came from: the contact form, or a conversation the assistant handed over. */
export const CONTACT_SOURCES = ["form", "assistant"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/**
 * Field-level messages: the product fixes none, so each side brings its own language. The
 * assistant's hand-over (domain/assistant.ts) says the same sentences through these.
 */
export interface ContactMessages {
  required: string;
  invalidEmail: string;
  tooLong: (max: number) => string;
}

export const CONTACT_MESSAGES_FR: ContactMessages = {
  required: "Ce champ est obligatoire",
  invalidEmail: "Veuillez saisir une adresse e-mail valide",
  tooLong: (max) => `Ce champ ne doit pas dépasser ${max} caractères`,
};

/** Lengths beyond which a message is refused (the e-mail's is RFC 5321's). */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  company: 120,
  message: 5000,
} as const;

/**
 * The honeypot: a field hidden from people (visually and from assistive technology) that bots
 * fill in. A filled honeypot is answered as a success and nothing is stored.
 */
export const CONTACT_HONEYPOT = "website";

const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "")
    ? null
    : value;

/**
 * A required text of at most `max` characters (NUL characters removed, trimmed), with the field
 * messages of `messages`: the contact form's fields and the assistant's hand-over's.
 */
export function requiredText(messages: ContactMessages, max: number) {
  return z
    .string({ error: messages.required })
    .overwrite(withoutNul)
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong(max) });
}

export function contactSchema(messages: ContactMessages = CONTACT_MESSAGES_FR) {
  const required = (max: number) => requiredText(messages, max);
  const optional = (max: number) =>
    z.preprocess(
      emptyToNull,
      z
        .string({ error: messages.required })
        .overwrite(withoutNul)
        .trim()
        .max(max, { error: messages.tooLong(max) })
        .nullable(),
    );
  return z.object({
    // Name, email (e-mail format) and message required; phone and company optional.
    name: required(CONTACT_LIMITS.name),
    email: required(CONTACT_LIMITS.email).pipe(z.email({ error: messages.invalidEmail })),
    phone: optional(CONTACT_LIMITS.phone),
    company: optional(CONTACT_LIMITS.company),
    message: required(CONTACT_LIMITS.message),
    [CONTACT_HONEYPOT]: z.string().max(0).optional(),
  });
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactValues = z.output<ReturnType<typeof contactSchema>>;

/**
 * A message as the inbox answers it (`GET /api/contact`): the form's fields as stored, its state
 * in the inbox and where it came from.
 */
export const contactMessageSchema = pure(() =>
  contactSchema()
    .omit({ [CONTACT_HONEYPOT]: true })
    .extend({
      id: z.uuid(),
      // Answered null when the visitor left them empty.
      phone: z.string().max(CONTACT_LIMITS.phone).nullable(),
      company: z.string().max(CONTACT_LIMITS.company).nullable(),
      status: z.enum(CONTACT_STATUSES),
      source: z.enum(CONTACT_SOURCES).describe("Le formulaire, ou une conversation de l'assistant"),
      created_at: z.iso.datetime(),
      updated_at: z.iso.datetime(),
    }),
);
export type ContactMessage = z.output<typeof contactMessageSchema>;
