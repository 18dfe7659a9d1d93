import type { LoaderFunctionArgs } from "react-router";
import { unansweredQuerySchema } from "#domain/assistant";
import { type EntityName, entities } from "#domain/entities";
import { contactListQuerySchema } from "#domain/list-query";
import { mediaQuerySchema } from "#domain/media-library";
import { weekReport } from "#server/assistant/feedback.server";
import { pageUnanswered } from "#server/assistant/unanswered.server";
import { pageContactMessages } from "#server/contact/contact.server";
import { publicConfig } from "#server/spine/config.server";
import type { AppServices } from "#server/spine/context";
import { allMedia, filterMedia } from "#server/storage/media-library.server";
import { translationSummary } from "#server/translations/summary.server";
import { accessOf } from "~/admin/components/admin-nav";
import {
  type DashboardData,
  FIGURE_ENTITIES,
  figuresOf,
  type TodoCount,
  type TodoItem,
  todoLines,
} from "./dashboard";
import type { AdminRow } from "./data-source";
import { readContentPage, screenMember } from "./first-page.server";

/** A table's whole list as the list API answers the staff (its kept JSON, or read in pieces). */
async function wholeList(deps: AppServices, name: EntityName): Promise<AdminRow[]> {
  const list = await deps.lists.whole(name, "staff", undefined);
  if ("body" in list) return JSON.parse(list.body) as AdminRow[];
  let json = "";
  for await (const piece of deps.lists.wholeChunks(name, "staff", undefined, list.ids)) {
    json += piece;
  }
  return JSON.parse(json) as AdminRow[];
}

/** The total of the list a line of 'À faire' opens, as that list's API counts it. */
async function countOf(deps: AppServices, count: TodoCount): Promise<number> {
  switch (count.of) {
    case "content": {
      const page = await readContentPage(deps, entities[count.table], count.params);
      return page?.page.total ?? 0;
    }
    case "contact":
      return (
        await pageContactMessages(deps, contactListQuerySchema.parse({ status: "new", limit: "1" }))
      ).total;
    case "media":
      return filterMedia(await allMedia(deps), mediaQuerySchema.parse({ missing: count.missing }))
        .length;
    case "unanswered":
      return (await pageUnanswered(deps, unansweredQuerySchema.parse({ limit: "1" }))).total;
  }
}

/**
 * The dashboard's loader: its whole record read on the server with the page or with the
 * navigation's one data request, from the same lists and counts the API answers (its caches). A
 * line of 'À faire' whose count fails is left out, lines at 0 too; the assistant's week comes
 * with it for those who read the visitors' questions, and the translation work of the member's
 * languages. Nothing for a visitor the
 * layout's guard refuses. With ADMIN_DATA_SOURCE=local the figures are the browser's to read.
 */
export async function dashboardLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<DashboardData | null> {
  const { deps } = context;
  const rights = await screenMember(deps, request);
  if (!rights) return null;
  const local = publicConfig(deps.config).adminDataSource !== "server";
  const lines = todoLines(rights);
  const readsQuestions = rights.may(accessOf("/admin/questions"));
  const [lists, counts, assistantWeek, translationWork] = await Promise.all([
    local
      ? null
      : Promise.all(
          FIGURE_ENTITIES.map(async (entity) => {
            const name = entity.table as EntityName;
            return [name, await wholeList(deps, name)] as const;
          }),
        ),
    Promise.allSettled(lines.map((line) => countOf(deps, line.count))),
    readsQuestions ? weekReport(deps).catch(() => "failed" as const) : null,
    local ? null : translationSummary(deps, rights).catch(() => ({})),
  ]);
  const todo: TodoItem[] = lines.flatMap((line, index) => {
    const counted = counts[index]!;
    return counted.status === "fulfilled" && counted.value > 0
      ? [{ label: line.label, to: line.to, count: counted.value }]
      : [];
  });
  return {
    figures: lists ? figuresOf(Object.fromEntries(lists)) : null,
    todo,
    assistantWeek,
    translationWork,
  };
}
