import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LANGUAGES } from "#domain/languages";
import { CellText } from "~/admin/components/columns";
import { useConfirmation } from "~/admin/components/confirm-dialog";
import { type ListColumn, ListRows } from "~/admin/components/entity-table";
import { ListFilterSelect, SearchField } from "~/admin/components/filters";
import { notify } from "~/admin/components/notify";
import { type FirstPage, keepFirstPage, PagedList, usePage } from "~/admin/components/paged-list";
import { ScreenHeader } from "~/admin/components/screen-header";
import { UnhelpfulAnswers } from "~/admin/components/unhelpful-answers";
import { useListParams } from "~/admin/components/use-list-params";
import { formatDate } from "~/admin/lib/labels";
import {
  QUESTION_FILTERS,
  QUESTION_LANGUAGE_LABELS,
  questionsQuery,
  questionsSearchParams,
  questionsView,
  type UnansweredQuestion,
  unansweredQuestions,
} from "~/admin/lib/questions";
import { questionsLoader } from "~/admin/lib/screen-pages.server";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/questions";

export const loader = questionsLoader;
export const shouldRevalidate = keepFirstPage;

const languageLabel = (lang: string) =>
  QUESTION_LANGUAGE_LABELS[lang as keyof typeof QUESTION_LANGUAGE_LABELS] ?? lang;

/** The columns, in the table and on a phone's cards; 'Nombre' and 'Dernière fois' sort. */
const COLUMNS: ListColumn<UnansweredQuestion>[] = [
  {
    label: "Question",
    cell: (question) => <CellText text={question.question} lang={question.lang} wide />,
  },
  { label: "Langue", className: "whitespace-nowrap", cell: (q) => languageLabel(q.lang) },
  {
    label: "Nombre",
    sort: "count",
    className: "text-end tabular-nums",
    cell: (question) => question.count,
  },
  {
    label: "Dernière fois",
    sort: "last_asked_at",
    className: "whitespace-nowrap",
    cell: (question) => formatDate(question.last_asked_at),
  },
];

/** The questions the assistant could not answer, a page at a time (the first one `first`). */
function UnansweredList({ first }: { first: FirstPage<UnansweredQuestion> | null }) {
  const state = useListParams(QUESTION_FILTERS);
  const { params } = state;
  const query = questionsQuery(params);
  const list = usePage(
    questionsSearchParams(query).toString(),
    () => unansweredQuestions.page(query),
    () => notify.error("Impossible de charger les questions"),
    first,
  );

  async function remove(question: UnansweredQuestion) {
    try {
      await unansweredQuestions.remove(question.id);
      list.reload();
      notify.success("Question supprimée avec succès");
    } catch {
      notify.error("Impossible de supprimer la question");
    }
  }
  const removal = useConfirmation({
    textsOf: () => ({
      title: "Supprimer cette question ?",
      description: "Êtes-vous sûr de vouloir supprimer cette question ?",
    }),
    confirmLabel: "Supprimer",
    destructive: true,
    act: remove,
  });

  const narrowed = query.q !== undefined || query.lang !== undefined;

  return (
    <>
      <PagedList
        id="questions"
        heading={`Questions (${list.total})`}
        list={state}
        total={list.total}
        loading={list.loading}
        failed={list.failed}
        failedText="Impossible de charger les questions"
        emptyText={
          narrowed ? "Aucune question ne correspond" : "Aucune question sans réponse pour le moment"
        }
        navLabel="Pages : questions des visiteurs"
        toolbar={
          <>
            <SearchField id="questions-search" value={params.q} onSearch={state.setQuery} />
            <ListFilterSelect
              list={state}
              name="lang"
              id="questions-lang"
              label="Langue"
              allLabel="Toutes les langues"
              options={LANGUAGES.map((language) => [language, languageLabel(language)])}
            />
          </>
        }
      >
        <ListRows
          label="Questions des visiteurs"
          rows={list.rows}
          columns={COLUMNS}
          order={params.order}
          onSort={state.setOrder}
          actions={(question) => (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Supprimer la question « ${question.question} »`}
              onClick={() => removal.ask(question)}
            >
              <Trash2Icon aria-hidden="true" className="text-destructive" />
            </Button>
          )}
        />
      </PagedList>
      {removal.dialog}
    </>
  );
}

/** The screen's two views, each an address: the unanswered questions, the unhelpful answers. */
const VIEWS = [
  { view: undefined, label: "Sans réponse", to: "/admin/questions" },
  { view: "inutiles", label: "Réponses jugées inutiles", to: "/admin/questions?vue=inutiles" },
] as const;

/**
 * 'Questions des visiteurs': what visitors asked the assistant that the site's content did not
 * answer well, to tell staff which content is missing. Grouped by text and language, most asked
 * first, with the last date; a page at a time, searched, filtered by language and sorted by count
 * or date, all in the address; one can be deleted (after a confirmation). A second view
 * (`?vue=inutiles`) lists the answers visitors rated unhelpful, with the pages shown and their
 * comment. No address or identity is kept, and the server forgets a question 90 days after it was
 * last asked, a rating 90 days after it was given. Editors and administrators only (a translator
 * is refused the screen). The view the address names comes with the route (`questionsLoader`).
 */
export default function QuestionsScreen({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const current = questionsView(search);
  // The route's data answers the view it was read for, until the other one is opened: a view
  // opened again reads its rows anew (the route's may be out of date by then).
  const [servedView, setServedView] = useState<string | null | undefined>(current);
  if (servedView !== null && servedView !== current) setServedView(null);
  const served = servedView === current ? loaderData : null;
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Questions des visiteurs"
        description="Les questions auxquelles l'assistant n'a pas trouvé de bonne réponse sur le site, les plus posées d'abord : le contenu qui manque ; et les réponses que les visiteurs ont jugées inutiles. Conservées 90 jours, sans adresse ni identité."
      />
      <nav aria-label="Vues des questions" className="flex flex-wrap gap-2">
        {VIEWS.map(({ view, label, to }) => (
          <Link
            key={label}
            to={to}
            aria-current={view === current ? "page" : undefined}
            className="rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {label}
          </Link>
        ))}
      </nav>
      {current === "inutiles" ? (
        <UnhelpfulAnswers first={served?.unhelpful ?? null} />
      ) : (
        <UnansweredList first={served?.unanswered ?? null} />
      )}
    </div>
  );
}
