import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#domain/roles";
import type { InvitationInput, MemberChange } from "#domain/team";
import type { TeamApi } from "#server/team/team.routes";
import { answerOf, routeClient } from "./route-client";

export type { InvitationAnswer, TeamMember } from "#domain/team";

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

const team = routeClient<TeamApi>("/api/team");
const member = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** The key of the team's list (read whole). */
export const TEAM_KEY = "team";

/** The team API: administrators only. */
export const teamApi = {
  /** Every member and invitation, as a list's page. */
  page: async () => {
    const rows = await answerOf(team.index.$get());
    return { rows, total: rows.length };
  },
  invite: (input: InvitationInput) => answerOf(team.invitations.$post({ json: input })),
  resend: (id: string) => answerOf(team[":id"].invitation.$post(member(id))),
  change: (id: string, change: MemberChange) =>
    answerOf(team[":id"].$patch({ ...member(id), json: change })),
  remove: (id: string) => answerOf(team[":id"].$delete(member(id))),
};
