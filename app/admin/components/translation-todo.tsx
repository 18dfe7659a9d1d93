import { entities, isEntityName } from "#domain/entities";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import type { TranslationWork, WorkCounts } from "~/admin/lib/dashboard";
import { ALT_LANGUAGE_NAMES, screenPathOf } from "~/admin/lib/media";
import { type QueueKind, queueValue } from "~/admin/lib/translation-queue";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { type TodoItem, TodoLinks } from "./todo-links";

/** Each state's line, as the dashboard says it, and the queue its link opens. */
const LINES: { state: keyof WorkCounts; kind: QueueKind; one: string; many: string }[] = [
  { state: "missing", kind: "missing", one: "champ à traduire", many: "champs à traduire" },
  { state: "outdated", kind: "outdated", one: "champ à revoir", many: "champs à revoir" },
  {
    state: "machine",
    kind: "machine",
    one: "traduction automatique à valider",
    many: "traductions automatiques à valider",
  },
];

const SITE_TEXTS = "site_texts";

/** Where a table's queue is: its list filtered to it, or the site texts in that language. */
const queuePath = (table: string, lang: TranslationLanguage, kind: QueueKind) =>
  table === SITE_TEXTS
    ? `/admin/site-texts?language=${lang}`
    : `${screenPathOf(table)}?translation=${queueValue(lang, kind)}`;

const tableLabel = (table: string) =>
  isEntityName(table) ? entities[table].label : table === SITE_TEXTS ? "Textes du site" : table;

/**
 * The translation work of the languages the member writes (the server counts only those): per
 * language and table, how many fields are missing, outdated (their French changed) and written by
 * the model, each line a link to the list filtered to the rows holding them. Lines at 0 are left
 * out.
 */
function workLines(summary: TranslationWork) {
  return TRANSLATION_LANGUAGES.flatMap((lang) => {
    const tables = summary[lang];
    if (!tables) return [];
    const lines: TodoItem[] = [];
    for (const [table, counts] of Object.entries(tables)) {
      for (const line of LINES) {
        const count = counts[line.state];
        if (!count) continue;
        lines.push({
          label: `${tableLabel(table)} : ${count > 1 ? line.many : line.one}`,
          count,
          to: queuePath(table, lang, line.kind),
        });
      }
    }
    return lines.length > 0 ? [{ lang, lines }] : [];
  });
}

/** The dashboard's 'À faire' of translations: what is missing, outdated or a draft, per language. */
export function TranslationTodoCard({ work }: { work: TranslationWork | null }) {
  // The browser-only variant has no server to count (null).
  if (work === null) return null;
  const groups = workLines(work);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">À faire : traductions</h2>
      </CardHeader>
      <CardContent>
        {groups.length === 0 ? (
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
