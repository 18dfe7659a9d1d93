import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "#domain/translation-state";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "#domain/translations";
import { ALT_LANGUAGE_NAMES } from "~/admin/lib/media";
import { EXPORT_TABLES, exportFileName, exportXliff } from "~/admin/lib/xliff-exchange";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { useMember } from "./admin-context";
import { CheckboxGroup } from "./checkbox-group";
import { notify } from "./notify";

const STATE_OPTIONS = (["missing", "outdated", "machine", "current"] as const).map((state) => ({
  value: state,
  label: TRANSLATION_STATE_LABELS[state],
}));
const TABLE_OPTIONS = EXPORT_TABLES.map(({ table, label }) => ({ value: table, label }));

/** Said under a group left empty: an export of nothing is not asked. */
const PICK_ONE = "Choisissez au moins une case.";

/**
 * 'Exporter': one language (a translator's own only), the tables and the states to send to a
 * translation tool (by default what is still to do: missing, outdated and the model's drafts);
 * the XLIFF file is downloaded.
 */
export function XliffExport() {
  const rights = useMember();
  const languages = TRANSLATION_LANGUAGES.filter((lang) => rights.writes(lang));
  const [lang, setLang] = useState<TranslationLanguage | undefined>(languages[0]);
  const [states, setStates] = useState<TranslationState[]>(["missing", "outdated", "machine"]);
  const [tables, setTables] = useState<string[]>(TABLE_OPTIONS.map((option) => option.value));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    setTried(true);
    if (!lang || states.length === 0 || tables.length === 0) return;
    setBusy(true);
    try {
      const file = await exportXliff({ lang, states, tables });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(file);
      link.download = exportFileName(lang, new Date().toISOString().slice(0, 10));
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch {
      notify.error("L'export n'a pas pu être fait. Réessayez.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Exporter pour un outil de traduction</h2>
        <p className="text-sm text-muted-foreground">
          Un fichier XLIFF 1.2 à ouvrir dans memoQ, Trados, OmegaT ou Phrase : le texte français de
          chaque champ et sa traduction actuelle.
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Langue</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {languages.map((each) => (
                <label key={each} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="xliff-lang"
                    className="size-4 accent-primary"
                    checked={lang === each}
                    onChange={() => setLang(each)}
                  />
                  {ALT_LANGUAGE_NAMES[each]}
                </label>
              ))}
            </div>
          </fieldset>
          <CheckboxGroup
            id="xliff-states"
            legend="Traductions à inclure"
            options={STATE_OPTIONS}
            value={states}
            onChange={setStates}
            error={tried && states.length === 0 ? PICK_ONE : undefined}
          />
          <CheckboxGroup
            id="xliff-tables"
            legend="Contenus"
            options={TABLE_OPTIONS}
            value={tables}
            onChange={setTables}
            error={tried && tables.length === 0 ? PICK_ONE : undefined}
          />
          <div>
            <Button type="submit" disabled={busy || !lang}>
              <DownloadIcon aria-hidden="true" />
              Télécharger le fichier XLIFF
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
