import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { fieldErrors } from "#domain/fields";
import { directionOf, LANGUAGES, type Language } from "#domain/languages";
import { siteTextPlace } from "#domain/site-text-places";
import { siteTextSchema } from "#domain/site-texts";
import { useMember } from "~/admin/components/admin-context";
import { ALL, FilterSelect, SearchField } from "~/admin/components/filters";
import { FrenchChange } from "~/admin/components/french-change";
import { notify } from "~/admin/components/notify";
import { PageSizeSelect, Pagination } from "~/admin/components/pagination";
import { RowHistory } from "~/admin/components/row-history";
import { ScreenHeader } from "~/admin/components/screen-header";
import { SiteTextHeading, useCasePath } from "~/admin/components/site-text-heading";
import { TranslationStateBadge } from "~/admin/components/translation-state-badge";
import { useListParams } from "~/admin/components/use-list-params";
import { LANGUAGE_LABELS } from "~/admin/lib/labels";
import { pageInBrowser } from "~/admin/lib/local-source";
import {
  type AllOverrides,
  type SiteTextKey,
  siteTextsApi,
  translationOf,
} from "~/admin/lib/site-texts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api/client";

const FILTERS = ["group", "language"] as const;

/**
 * A key's searched texts: its key, its page and section, and the default and override of each
 * language shown.
 */
const textsOf = (entry: SiteTextKey, overrides: AllOverrides, languages: Language[]) => [
  entry.key.replaceAll(".", " "),
  siteTextPlace(entry.key).page,
  siteTextPlace(entry.key).section,
  ...languages.flatMap((language) => [
    entry.defaults[language],
    overrides[language][entry.key] ?? "",
  ]),
];

/**
 * 'Textes du site': every text of the public pages that is not a content row, by page and
 * section, each titled by its French text with 'Voir sur la page' (the preview scrolled to it);
 * for each language the code's default beside the override, a 'manquant' marker where a
 * language has neither, save and 'Réinitialiser' (back to the default). Visible on the next
 * public request. A translator's screen opens on its language; the others are read only.
 */
export default function SiteTextsScreen() {
  const rights = useMember();
  const [keys, setKeys] = useState<SiteTextKey[]>([]);
  const [overrides, setOverrides] = useState<AllOverrides>({ fr: {}, en: {}, ar: {} });
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const list = useListParams(FILTERS);
  const { params } = list;
  const group = params.filters.group || ALL;
  // A translator's screen opens on its language.
  const language = params.filters.language || (rights.workLanguage ?? ALL);

  useEffect(() => {
    let cancelled = false;
    Promise.all([siteTextsApi.keys(), siteTextsApi.overrides()])
      .then(([list, current]) => {
        if (cancelled) return;
        // By page and section, in the order the site shows them.
        setKeys(list.toSorted((a, b) => siteTextPlace(a.key).rank - siteTextPlace(b.key).rank));
        setOverrides(current);
        setState("loaded");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const groups = useMemo(() => [...new Set(keys.map((entry) => entry.group))], [keys]);
  const languages = LANGUAGES.filter((each) => [ALL, each].includes(language));
  // 'Voir sur la page' opens the language shown, or the one the member works in.
  const previewLanguage = languages.length === 1 ? language : (rights.workLanguage ?? "fr");
  const casePath = useCasePath(state === "loaded");
  // The keys are the code's (some 700), read whole once: they are paged here, as the API would.
  const visible = pageInBrowser(
    keys.map((entry) => ({ ...entry, id: entry.key, created_at: "" })),
    { limit: params.size, offset: list.offset, q: params.q || undefined },
    {
      keep: (entry) => group === ALL || entry.group === group,
      texts: (entry) => textsOf(entry, overrides, languages),
      ownOrder: true,
    },
  );

  function changed(language: Language, key: string, text: string | undefined) {
    setOverrides((current) => {
      const next = { ...current[language] } as Record<string, string>;
      if (text === undefined) delete next[key];
      else next[key] = text;
      return { ...current, [language]: next };
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title="Textes du site"
        description="Les textes des pages publiques dans les trois langues. Un texte remplacé est montré aux visiteurs dès la page suivante ; 'Réinitialiser' rétablit le texte par défaut."
      />
      <Card>
        <CardContent className="pt-6">
          <search
            aria-label="Filtrer les textes"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <FilterSelect
              id="site-texts-group"
              label="Page ou section"
              value={group}
              onChange={(value) => list.setFilter("group", value === ALL ? "" : value)}
              allLabel="Toutes les pages"
              options={groups.map((group) => [group, group])}
            />
            <FilterSelect
              id="site-texts-language"
              label="Langue"
              value={language}
              onChange={(value) => list.setFilter("language", value)}
              allLabel="Toutes les langues"
              options={LANGUAGES.map((language) => [language, LANGUAGE_LABELS[language]])}
            />
            <SearchField
              id="site-texts-query"
              label="Rechercher (clé ou texte)"
              value={params.q}
              onSearch={list.setQuery}
            />
            <PageSizeSelect id="site-texts-size" value={params.size} onChange={list.setSize} />
          </search>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight" aria-live="polite">
            {state === "loaded" ? `Textes (${visible.total})` : "Textes"}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {state === "loading" ? <Spinner label="Chargement..." /> : null}
          {state === "failed" ? <p role="alert">Impossible de charger les textes du site</p> : null}
          {state === "loaded" && visible.total === 0 ? (
            <p className="py-8 text-center text-muted-foreground">Aucun texte ne correspond</p>
          ) : null}
          {visible.rows.map((entry, index) => (
            <SiteTextEntry
              key={entry.key}
              entry={entry}
              previous={visible.rows[index - 1]?.key}
              previewLanguage={previewLanguage as Language}
              casePath={casePath}
              languages={languages}
              overrides={overrides}
              writes={rights.writes}
              onChange={changed}
            />
          ))}
          {state === "loaded" ? (
            <Pagination
              label="Pages : textes du site"
              page={params.page}
              size={params.size}
              total={visible.total}
              hrefOf={list.hrefOf}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** One key (under its page's and section's headings when they change): one field per language. */
function SiteTextEntry({
  entry,
  previous,
  previewLanguage,
  casePath,
  languages,
  overrides,
  writes,
  onChange,
}: {
  entry: SiteTextKey;
  /** The key shown before it, whose page and section it may share. */
  previous: SiteTextKey["key"] | undefined;
  previewLanguage: Language;
  casePath: string | null;
  languages: Language[];
  overrides: AllOverrides;
  /** The languages the member writes; the others are shown read only. */
  writes: (language: Language) => boolean;
  onChange: (language: Language, key: string, text: string | undefined) => void;
}) {
  return (
    <SiteTextHeading
      entry={entry}
      previous={previous}
      previewLanguage={previewLanguage}
      casePath={casePath}
    >
      {languages.map((language) => (
        <SiteTextField
          key={language}
          entry={entry}
          language={language}
          override={overrides[language][entry.key]}
          french={overrides.fr[entry.key] ?? entry.defaults.fr}
          readOnly={!writes(language)}
          onChange={(text) => onChange(language, entry.key, text)}
        />
      ))}
    </SiteTextHeading>
  );
}

/**
 * One key in one language: the override being written (the default to start from when there is
 * none), the default beside it, its state (a translation's too: for one out of date, what changed
 * in the French since), save / 'Réinitialiser' and its 'Historique'. Checked
 * in the browser with the schema the server checks it with.
 */
function SiteTextField({
  entry,
  language,
  override,
  french,
  readOnly,
  onChange,
}: {
  entry: SiteTextKey;
  language: Language;
  override: string | undefined;
  /** The French text now, beside which a translation may be out of date. */
  french: string;
  readOnly: boolean;
  onChange: (text: string | undefined) => void;
}) {
  const fallback = entry.defaults[language];
  const [draft, setDraft] = useState(override ?? fallback);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const id = `site-text-${entry.key.replaceAll(".", "-")}-${language}`;
  const missing = override === undefined && fallback.trim() === "";
  const dir = directionOf(language);
  const translation = translationOf(entry, language);

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
      const saved = await siteTextsApi.save(language, entry.key, parsed.data.text);
      setError(undefined);
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
          {translation ? <TranslationStateBadge state={translation.state} /> : null}
        </div>
        {translation?.state === "outdated" && translation.source !== undefined ? (
          <FrenchChange then={translation.source} now={french} />
        ) : null}
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
