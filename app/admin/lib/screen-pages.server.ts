import type { LoaderFunctionArgs } from "react-router";
import { unansweredQuerySchema } from "#domain/assistant";
import { auditQuerySchema } from "#domain/audit";
import {
  contactListQuerySchema,
  formatContentRange,
  listSearchParams,
  parseContentRange,
} from "#domain/list-query";
import { mediaQuerySchema } from "#domain/media-library";
import { listUnhelpful } from "#server/assistant/feedback.server";
import { pageUnanswered, purgeOldUnanswered } from "#server/assistant/unanswered.server";
import { listAudit } from "#server/audit/audit.server";
import { pageContactMessages, purgeOldContactMessages } from "#server/contact/contact.server";
import type { AppServices } from "#server/spine/context";
import { pageMedia } from "#server/storage/media-library.server";
import { listMembers } from "#server/team/team.server";
import { accessOf } from "~/admin/components/admin-nav";
import type { FirstPage } from "~/admin/components/paged-list";
import { readListUrl } from "~/admin/components/use-list-params";
import { auditParams, JOURNAL_FILTERS, journalKey, journalQuery } from "./audit-log";
import { INBOX_FILTERS, inboxQuery, UNREAD_KEY, UNREAD_QUERY } from "./contact-inbox";
import { screenMember } from "./first-page.server";
import { MEDIA_FILTERS, mediaQuery, mediaSearchParams } from "./media";
import type { MemberRights } from "./member";
import {
  QUESTION_FILTERS,
  questionsQuery,
  questionsSearchParams,
  questionsView,
  UNHELPFUL_KEY,
} from "./questions";
import { TEAM_KEY } from "./team";

/** Values as the API's JSON carries them (dates as strings), so the screen draws the same rows. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A page as its list API answers it (rows, `Content-Range`) and the screen reads it back, under
 * the key of the query the screen sends for it.
 */
function served<T>(
  key: string,
  offset: number,
  page: { rows: T[]; first: number; total: number },
): FirstPage<T> {
  const range = parseContentRange(formatContentRange(page.first, page.rows.length, page.total));
  return {
    key,
    page: {
      rows: asJson(page.rows),
      total: range?.total ?? offset + page.rows.length,
      first: range?.first,
    },
  };
}

/** A whole list under its key, as the screens read a list the API answers whole. */
const whole = <T>(key: string, rows: T[]): FirstPage<T> => ({
  key,
  page: { rows: asJson(rows), total: rows.length },
});

/**
 * The loader of the back-office screen at `path`: its first data read on the server, with the
 * document or a client navigation's one data request, by the functions its API routes call, for
 * a member who passes that screen's access level, which is its API's (`screenMember`, named by
 * the screen's path whatever the request's: a navigation's data request ends in `.data`).
 * Nothing for anyone else (the layout's guard answers, the API would refuse), nor when the
 * address names a query the API would refuse or the read fails: the screen then reads the API
 * itself and says what it answers.
 */
function screenLoader<T>(
  path: string,
  read: (deps: AppServices, url: URL, rights: MemberRights) => Promise<T | null>,
) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<T | null> => {
    const rights = await screenMember(context.deps, request, accessOf(path));
    if (!rights) return null;
    return read(context.deps, new URL(request.url), rights).catch(() => null);
  };
}

/** 'Messages reçus': the page the address names and the unread count (its heading). */
export const messagesLoader = screenLoader("/admin/messages", async (deps, url) => {
  const query = inboxQuery(readListUrl(url.searchParams, INBOX_FILTERS));
  const search = listSearchParams(query);
  const asked = contactListQuerySchema.safeParse(Object.fromEntries(search));
  const unread = contactListQuerySchema.parse(Object.fromEntries(listSearchParams(UNREAD_QUERY)));
  // The 3 years hold whenever the inbox is read, as its API does.
  await purgeOldContactMessages(deps);
  const [page, unreadPage] = await Promise.all([
    asked.success ? pageContactMessages(deps, asked.data) : null,
    pageContactMessages(deps, unread),
  ]);
  return {
    list: page && served(search.toString(), query.offset ?? 0, page),
    unread: served(UNREAD_KEY, 0, unreadPage),
  };
});

/** 'Questions des visiteurs': the view the address names, its page or its answers. */
export const questionsLoader = screenLoader("/admin/questions", async (deps, url) => {
  if (questionsView(url.searchParams) === "inutiles") {
    return { unanswered: null, unhelpful: whole(UNHELPFUL_KEY, await listUnhelpful(deps)) };
  }
  const query = questionsQuery(readListUrl(url.searchParams, QUESTION_FILTERS));
  const search = questionsSearchParams(query);
  const asked = unansweredQuerySchema.safeParse(Object.fromEntries(search));
  if (!asked.success) return null;
  // The 90 days hold whenever the list is read, as its API does.
  await purgeOldUnanswered(deps);
  const page = await pageUnanswered(deps, asked.data);
  return { unanswered: served(search.toString(), query.offset ?? 0, page), unhelpful: null };
});

/** 'Journal': the page the address names (its filters and place). */
export const journalLoader = screenLoader("/admin/journal", async (deps, url, rights) => {
  const query = journalQuery(readListUrl(url.searchParams, JOURNAL_FILTERS));
  if (!query) return null;
  const asked = auditQuerySchema.safeParse(Object.fromEntries(auditParams(query)));
  if (!asked.success) return null;
  const page = await listAudit(deps.database.db, asked.data, { people: rights.role === "admin" });
  return served(journalKey(query), 0, { ...page, rows: page.entries });
});

/** 'Équipe': every member and invitation. */
export const teamLoader = screenLoader("/admin/team", async (deps) =>
  whole(TEAM_KEY, await listMembers(deps.database.db)),
);

/** 'Médiathèque': the page the address names. */
export const mediaLoader = screenLoader("/admin/media", async (deps, url) => {
  const query = mediaQuery(readListUrl(url.searchParams, MEDIA_FILTERS));
  const search = mediaSearchParams(query);
  const asked = mediaQuerySchema.safeParse(Object.fromEntries(search));
  if (!asked.success) return null;
  return served(search.toString(), query.offset, await pageMedia(deps, asked.data));
});
