import { type FormEvent, useRef, useState } from "react";
import { fieldErrors } from "#domain/fields";
import { directionOf, type Language } from "#domain/languages";
import { siteTextSchema } from "#domain/site-texts";
import { LANGUAGE_LABELS } from "~/admin/lib/labels";
import { type SiteTextKey, siteTextsApi } from "~/admin/lib/site-texts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api/client";
import { notify } from "./notify";
import { RowHistory } from "./row-history";
import { SiteTextStatus } from "./site-text-status";

/**
 * One key in one language: the override being written (the default to start from when there is
 * none), the default beside it, its translation's state (for one out of date, what changed in the French
 * since; 'Valider', 'Proposer une traduction'), save / 'Réinitialiser' and its 'Historique'. Checked
 * in the browser with the schema the server checks it with.
 */
export function SiteTextField({
  entry,
  language,
  override,
  french,
  readOnly,
  onChange,
  onApproved,
}: {
  entry: SiteTextKey;
  language: Language;
  override: string | undefined;
  /** The French text now, beside which a translation may be out of date. */
  french: string;
  readOnly: boolean;
  onChange: (text: string | undefined) => void;
  onApproved: (entry: SiteTextKey) => void;
}) {
  const fallback = entry.defaults[language];
  const [draft, setDraft] = useState(override ?? fallback);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** The model's suggestion in the field: saved unchanged, it is the model's translation. */
  const [suggested, setSuggested] = useState<string>();
  const input = useRef<HTMLTextAreaElement>(null);
  const id = `site-text-${entry.key.replaceAll(".", "-")}-${language}`;
  const missing = override === undefined && fallback.trim() === "";
  const dir = directionOf(language);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = siteTextSchema(language, [entry.defaults.fr, fallback]).safeParse({
      text: draft,
    });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).text);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await siteTextsApi.save(language, entry.key, parsed.data.text, suggested);
      setError(undefined);
      setSuggested(undefined);
      setDraft(saved.text);
      onChange(saved.text);
      notify.success("Texte enregistré avec succès");
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fields?.text : undefined;
      setError(message);
      notify.error(message ?? "Impossible d'enregistrer le texte");
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      await siteTextsApi.reset(language, entry.key);
      setError(undefined);
      setDraft(fallback);
      onChange(undefined);
      notify.success("Texte par défaut rétabli");
      input.current?.focus();
    } catch {
      notify.error("Impossible de rétablir le texte par défaut");
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [`${id}-default`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <form noValidate onSubmit={save} className="grid gap-3 md:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id}>{LANGUAGE_LABELS[language]}</Label>
          {override !== undefined ? (
            <Badge>Remplacé</Badge>
          ) : missing ? (
            <Badge variant="destructive">manquant</Badge>
          ) : (
            <Badge variant="outline">Par défaut</Badge>
          )}
        </div>
        <SiteTextStatus
          entry={entry}
          language={language}
          label={`${entry.key} (${LANGUAGE_LABELS[language].toLowerCase()})`}
          french={french}
          onApproved={onApproved}
          onSuggested={(text) => {
            setDraft(text);
            setSuggested(text);
            setError(undefined);
          }}
        />
        <Textarea
          ref={input}
          id={id}
          lang={language}
          dir={dir}
          rows={Math.min(6, Math.max(2, Math.ceil(draft.length / 60)))}
          value={draft}
          readOnly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {readOnly ? null : (
            <>
              <Button type="submit" size="sm" disabled={busy || draft === (override ?? fallback)}>
                Enregistrer
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy || override === undefined}
                onClick={() => void reset()}
              >
                Réinitialiser
              </Button>
            </>
          )}
          <RowHistory
            table="site_texts"
            rowId={`${language}/${entry.key}`}
            rowName={`${entry.key} (${LANGUAGE_LABELS[language].toLowerCase()})`}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <span className="font-medium text-muted-foreground">Texte par défaut</span>
        <p
          id={`${id}-default`}
          lang={missing ? "fr" : language}
          dir={missing ? "ltr" : dir}
          className="rounded-md bg-muted p-3 whitespace-pre-wrap wrap-anywhere"
        >
          {missing ? "Aucun texte par défaut" : fallback}
        </p>
      </div>
    </form>
  );
}
