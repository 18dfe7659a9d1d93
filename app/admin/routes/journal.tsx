import { type FormEvent, useCallback, useEffect, useState } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TABLES, auditQuerySchema } from "#domain/audit";
import { fieldErrors } from "#domain/fields";
import { AuditEntries } from "~/admin/components/audit-entries";
import { ALL, FilterInput, FilterSelect } from "~/admin/components/filters";
import { ScreenHeader } from "~/admin/components/screen-header";
import { type AuditEntry, fetchAudit, tableLabel } from "~/admin/lib/audit-log";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

interface Filters {
  table: string;
  action: string;
  user: string;
  from: string;
  to: string;
}

const TEXT_FILTERS = [
  ["user", "Utilisateur (e-mail)", "search"],
  ["from", "Du", "date"],
  ["to", "Au", "date"],
] as const;

const NO_FILTERS: Filters = { table: ALL, action: ALL, user: "", from: "", to: "" };

/** The filters as the API takes them, checked with the schema the server checks them with. */
function toQuery(filters: Filters) {
  return auditQuerySchema.safeParse({
    table: filters.table === ALL ? undefined : filters.table,
    action: filters.action === ALL ? undefined : filters.action,
    user: filters.user.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
}

/**
 * 'Journal': every back-office write and sign-in attempt, newest first, filtered by table,
 * action, user and day, fifty at a time ('Afficher plus' loads the next ones).
 */
export default function JournalScreen() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const [hasMore, setHasMore] = useState(false);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);

  const load = useCallback(async (filters: Filters, after?: AuditEntry) => {
    const parsed = toQuery(filters);
    if (!parsed.success) return;
    setState("loading");
    try {
      const page = await fetchAudit({ ...parsed.data, before: after?.id });
      setEntries((current) => (after ? [...current, ...page] : page));
      setHasMore(page.length === parsed.data.limit);
      setState("loaded");
    } catch {
      setState("failed");
    }
  }, []);

  useEffect(() => {
    void load(NO_FILTERS);
  }, [load]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = toQuery(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setApplied(draft);
    void load(draft);
  }

  const set = (key: keyof Filters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Journal"
        description="Qui a modifié quoi dans l'administration, et chaque tentative de connexion."
      />
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            aria-label="Filtrer le journal"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
            onSubmit={submit}
          >
            <FilterSelect
              id="journal-table"
              label="Table"
              value={draft.table}
              onChange={set("table")}
              allLabel="Toutes les tables"
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
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight" aria-live="polite">
            {state === "loaded" ? `Entrées (${entries.length}${hasMore ? "+" : ""})` : "Entrées"}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {state === "failed" ? (
            <p role="alert">Impossible de charger le journal</p>
          ) : state === "loaded" && entries.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">Aucune entrée</p>
          ) : (
            <AuditEntries entries={entries} showTable />
          )}
          {state === "loading" ? <Spinner label="Chargement..." /> : null}
          {state === "loaded" && hasMore ? (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              onClick={() => void load(applied, entries.at(-1))}
            >
              Afficher plus
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
