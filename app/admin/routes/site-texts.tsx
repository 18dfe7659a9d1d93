import { useEffect, useMemo, useState } from "react";
import { LANGUAGES, type Language } from "#domain/languages";
import { siteTextPlace } from "#domain/site-text-places";
import { useMember } from "~/admin/components/admin-context";
import { ALL, FilterSelect, SearchField } from "~/admin/components/filters";
import { PageSizeSelect, Pagination } from "~/admin/components/pagination";
import { ScreenHeader } from "~/admin/components/screen-header";
import { SiteTextField } from "~/admin/components/site-text-field";
import { SiteTextHeading, useCasePath } from "~/admin/components/site-text-heading";
import { useListParams } from "~/admin/components/use-list-params";
import { LANGUAGE_LABELS } from "~/admin/lib/labels";
import { pageInBrowser } from "~/admin/lib/local-source";
import { type AllOverrides, type SiteTextKey, siteTextsApi } from "~/admin/lib/site-texts";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

const FILTERS = ["group", "language"] as const;

/** The keys by page and section, in the order the site shows them. */
const inPageOrder = (list: SiteTextKey[]) =>
  list.toSorted((a, b) => siteTextPlace(a.key).rank - siteTextPlace(b.key).rank);

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
        setKeys(inPageOrder(list));
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

  /** A key's new states, as an approval answers them. */
  function approved(entry: SiteTextKey) {
    setKeys((current) => current.map((each) => (each.key === entry.key ? entry : each)));
  }

  function changed(language: Language, key: string, text: string | undefined) {
    setOverrides((current) => {
      const next = { ...current[language] } as Record<string, string>;
      if (text === undefined) delete next[key];
      else next[key] = text;
      return { ...current, [language]: next };
    });
    // A text saved changes its translations' states (a French one makes them out of date).
    siteTextsApi
      .keys()
      .then((list) => setKeys(inPageOrder(list)))
      .catch(() => {}); // the states shown stay until the next load
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
              onApproved={approved}
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
  onApproved,
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
  onApproved: (entry: SiteTextKey) => void;
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
          onApproved={onApproved}
        />
      ))}
    </SiteTextHeading>
  );
}
