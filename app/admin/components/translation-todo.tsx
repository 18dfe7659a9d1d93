import { useEffect, useState } from "react";
import { entities } from "#domain/entities";
import { TRANSLATION_STATES, type TranslationState } from "#domain/translation-state";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";
import type { AdminRow } from "~/admin/lib/data-source";
import { dataSourceFor } from "~/admin/lib/local-source";
import { ALT_LANGUAGE_NAMES, screenPathOf } from "~/admin/lib/media";
import { type QueueKind, queueValue } from "~/admin/lib/translation-queue";
import { stateOf } from "~/admin/lib/translation-work";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { useAdminContext, useMember } from "./admin-context";
import { type TodoItem, TodoLinks } from "./todo-links";

const TRANSLATED = Object.values(entities).filter(
  (entity) => translatableFields(entity.fields).length > 0,
);

/** Each state's line, as the dashboard says it, and the queue its link opens. */
const LINES: { state: TranslationState; kind: QueueKind; one: string; many: string }[] = [
  { state: "missing", kind: "missing", one: "champ à traduire", many: "champs à traduire" },
  { state: "outdated", kind: "outdated", one: "champ à revoir", many: "champs à revoir" },
  {
    state: "machine",
    kind: "machine",
    one: "traduction automatique à valider",
    many: "traductions automatiques à valider",
  },
];

type Counts = Record<TranslationState, number>;

/** How many fields of these rows are in each state in `lang`. */
function countStates(table: string, rows: AdminRow[], lang: TranslationLanguage): Counts {
  const counts = Object.fromEntries(TRANSLATION_STATES.map((state) => [state, 0])) as Counts;
  const columns = translatableFields(entities[table as keyof typeof entities].fields);
  for (const row of rows) {
    for (const column of columns) {
      const state = stateOf(row, lang, column);
      if (state) counts[state] += 1;
    }
  }
  return counts;
}

/**
 * The translation work of the languages the member writes: per language and table, how many
 * fields are missing, outdated (their French changed) and written by the model, each line a link
 * to the list filtered to the rows holding them. Lines at 0 are left out.
 */
async function loadLines(
  mode: Parameters<typeof dataSourceFor>[1],
  languages: readonly TranslationLanguage[],
) {
  const lists = await Promise.allSettled(
    TRANSLATED.map((entity) => dataSourceFor(entity, mode).list()),
  );
  const byLanguage = languages.map((lang) => {
    const lines: TodoItem[] = [];
    lists.forEach((list, index) => {
      if (list.status !== "fulfilled") return;
      const entity = TRANSLATED[index]!;
      const counts = countStates(entity.table, list.value, lang);
      for (const line of LINES) {
        const count = counts[line.state];
        if (count === 0) continue;
        lines.push({
          label: `${entity.label} : ${count > 1 ? line.many : line.one}`,
          count,
          to: `${screenPathOf(entity.table)}?translation=${queueValue(lang, line.kind)}`,
        });
      }
    });
    return { lang, lines };
  });
  return byLanguage.filter((language) => language.lines.length > 0);
}

/** The dashboard's 'À faire' of translations: what is missing, outdated or a draft, per language. */
export function TranslationTodoCard() {
  const { dataSource } = useAdminContext();
  const rights = useMember();
  const [groups, setGroups] = useState<Awaited<ReturnType<typeof loadLines>> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const languages = TRANSLATION_LANGUAGES.filter((lang) => rights.writes(lang));
    void loadLines(dataSource, languages).then((next) => {
      if (!cancelled) setGroups(next);
    });
    return () => {
      cancelled = true;
    };
  }, [dataSource, rights]);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">À faire : traductions</h2>
      </CardHeader>
      <CardContent>
        {groups === null ? (
          <Spinner label="Chargement..." />
        ) : groups.length === 0 ? (
          <p className="text-muted-foreground">Toutes les traductions sont à jour.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {groups.map(({ lang, lines }) => (
              <section key={lang} aria-labelledby={`translation-todo-${lang}`}>
                <h3 id={`translation-todo-${lang}`} className="mb-1 font-semibold">
                  En {ALT_LANGUAGE_NAMES[lang]}
                </h3>
                <TodoLinks items={lines} />
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
