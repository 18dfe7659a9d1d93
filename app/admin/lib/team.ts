import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#domain/roles";
import type { InvitationAnswer, InvitationInput, MemberChange, TeamMember } from "#domain/team";
import { apiFetch } from "~/lib/api/client";

export type { InvitationAnswer, TeamMember };

/** A translator's languages as the team screen names them, in French. */
export const TRANSLATED_LANGUAGE_LABELS: Record<TranslatedLanguage, string> = {
  en: "Anglais",
  ar: "Arabe",
};

/** The languages of a member as one line ('Anglais, Arabe'), or '—' when it has none. */
export function languagesText(languages: readonly string[]): string {
  const names = languages.map(
    (language) => TRANSLATED_LANGUAGE_LABELS[language as TranslatedLanguage] ?? language,
  );
  return names.length > 0 ? names.join(", ") : "—";
}

export { TRANSLATED_LANGUAGES };

const memberPath = (id: string) => `/api/team/${encodeURIComponent(id)}`;

/** The team API: administrators only. */
export const teamApi = {
  list: () => apiFetch<TeamMember[]>("/api/team"),
  invite: (input: InvitationInput) =>
    apiFetch<InvitationAnswer>("/api/team/invitations", { method: "POST", body: input }),
  resend: (id: string) =>
    apiFetch<InvitationAnswer>(`${memberPath(id)}/invitation`, { method: "POST" }),
  change: (id: string, change: MemberChange) =>
    apiFetch<TeamMember>(memberPath(id), { method: "PATCH", body: change }),
  remove: (id: string) => apiFetch<void>(memberPath(id), { method: "DELETE" }),
};
