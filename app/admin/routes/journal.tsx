import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TABLES } from "#domain/audit";
import { fieldErrors } from "#domain/fields";
import { AuditEntries } from "~/admin/components/audit-entries";
import { ALL, FilterInput, FilterSelect, FoldedFilters } from "~/admin/components/filters";
import { keepFirstPage, usePage } from "~/admin/components/paged-list";
import { PageSizeSelect } from "~/admin/components/pagination";
import { ScreenHeader } from "~/admin/components/screen-header";
import { useListParams } from "~/admin/components/use-list-params";
import {
  appliedFilters,
  fetchAudit,
  JOURNAL_FILTERS,
  type JournalFilters,
  journalFiltersQuery,
  journalKey,
  journalQuery,
  tableLabel,
} from "~/admin/lib/audit-log";
import { journalLoader } from "~/admin/lib/screen-pages.server";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import type { Route } from "./+types/journal";

const TEXT_FILTERS = [
  ["user", "Utilisateur (e-mail)", "search"],
  ["from", "Du", "date"],
  ["to", "Au", "date"],
] as const;

export const loader = journalLoader;
export const shouldRevalidate = keepFirstPage;

/**
 * 'Journal': every back-office write and sign-in attempt, newest first, filtered by content,
 * action, user and day, a page at a time (25, 50 or 100 entries). A page is the entries older
 * than the last one of the page before (`before`: tens of thousands of entries are not counted
 * through), so the pages are walked in order: the next one, back to the previous one, or back to
 * the newest. Filters, page size and page are in the address.
 */
export default function JournalScreen({ loaderData }: Route.ComponentProps) {
  const state = useListParams(JOURNAL_FILTERS);
  const { params } = state;
  const applied = appliedFilters(params);
  const [draft, setDraft] = useState<JournalFilters>(applied);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const query = journalQuery(params);
  const list = usePage(
    journalKey(query),
    () => (query ? fetchAudit(query) : Promise.reject(new Error("filtres invalides"))),
    undefined,
    loaderData,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const appliedKey = JSON.stringify(applied);

  // A filter changed from outside (back, a link) shows in the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `appliedKey` is `applied` in one string
  useEffect(() => {
    setDraft(applied);
  }, [appliedKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = journalFiltersQuery(draft);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    state.setFilters({
      table: draft.table === ALL ? "" : draft.table,
      action: draft.action === ALL ? "" : draft.action,
      user: draft.user.trim(),
      from: draft.from,
      to: draft.to,
      before: "",
    });
  }

  const set = (key: keyof JournalFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // The total counts every entry the filters match; the server says how many are newer than
  // this page (else the pages before hold (page - 1) × size of them).
  const seen = list.first ?? (params.page - 1) * params.size;
  const last = list.rows.at(-1);
  const hasMore = last !== undefined && seen + list.rows.length < list.total;
  const nextHref = last
    ? `?${new URLSearchParams({
        ...Object.fromEntries(new URLSearchParams(location.search)),
        before: last.id,
        page: String(params.page + 1),
      })}`
    : undefined;
  const firstHref = (() => {
    const search = new URLSearchParams(location.search);
    search.delete("before");
    search.delete("page");
    const text = search.toString();
    return text ? `?${text}` : "?";
  })();
  // Reached from the page before in this tab: back is that page, exactly.
  const cameFromPrevious = params.page > 1 && location.key !== "default";

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Journal"
        description="Qui a modifié quoi dans l'administration, et chaque tentative de connexion."
      />
      <Card>
        <CardContent className="pt-6">
          <FoldedFilters
            id="journal-filters"
            active={Object.values(applied).filter((value) => value && value !== ALL).length}
          >
            <form
              noValidate
              aria-label="Filtrer le journal"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end 2xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
              onSubmit={submit}
            >
              <FilterSelect
                id="journal-table"
                label="Contenu"
                value={draft.table}
                onChange={set("table")}
                allLabel="Tous les contenus"
                options={AUDIT_TABLES.map((table) => [table, tableLabel(table)])}
              />
              <FilterSelect
                id="journal-action"
                label="Action"
                value={draft.action}
                onChange={set("action")}
                allLabel="Toutes les actions"
                options={AUDIT_ACTIONS.map((action) => [action, AUDIT_ACTION_LABELS[action]])}
              />
              {TEXT_FILTERS.map(([key, label, type]) => (
                <FilterInput
                  key={key}
                  id={`journal-${key}`}
                  label={label}
                  type={type}
                  value={draft[key]}
                  error={errors[key]}
                  onChange={set(key)}
                />
              ))}
              <Button type="submit">Filtrer</Button>
            </form>
          </FoldedFilters>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-4">
          <h2 className="text-xl font-semibold leading-tight" aria-live="polite">
            {list.loading && list.total === 0 ? "Entrées" : `Entrées (${list.total})`}
          </h2>
          <PageSizeSelect id="journal-size" value={params.size} onChange={state.setSize} />
        </CardHeader>
        <CardContent className="flex flex-col gap-4" aria-busy={list.loading || undefined}>
          {list.failed ? (
            <p role="alert">Impossible de charger le journal</p>
          ) : list.loading && list.total === 0 ? (
            <Spinner label="Chargement..." />
          ) : list.rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">Aucune entrée</p>
          ) : (
            <AuditEntries entries={list.rows} showTable />
          )}
          {list.failed || list.rows.length === 0 ? null : (
            <nav
              aria-label="Pages du journal"
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <p className="text-sm text-muted-foreground">
                {`${seen + 1}–${seen + list.rows.length} sur ${list.total}`}
              </p>
              <div className="flex flex-wrap gap-2">
                {params.page > 1 ? (
                  cameFromPrevious ? (
                    <Button type="button" variant="outline" onClick={() => navigate(-1)}>
                      Page précédente
                    </Button>
                  ) : (
                    <Button asChild variant="outline">
                      <Link to={firstHref}>Entrées les plus récentes</Link>
                    </Button>
                  )
                ) : null}
                {hasMore && nextHref ? (
                  <Button asChild variant="outline">
                    <Link to={nextHref}>Page suivante</Link>
                  </Button>
                ) : null}
              </div>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
