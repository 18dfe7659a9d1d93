import { type FormEvent, useEffect, useState } from "react";
import type { MessageKey } from "#domain/i18n/fr";
import { directionOf, LANGUAGES, type Language } from "#domain/languages";
import { siteTextPlace } from "#domain/site-text-places";
import { siteTextSchema } from "#domain/site-texts";
import { useMember } from "~/admin/components/admin-context";
import { notify } from "~/admin/components/notify";
import { SiteTextStatus } from "~/admin/components/site-text-status";
import { LANGUAGE_LABELS } from "~/admin/lib/labels";
import { type SiteTextKey, siteTextsApi } from "~/admin/lib/site-texts";
import { ApiError } from "~/lib/api/client";
import { EditorFooter, EditorStatus } from "./editor-parts";
import { LanguageColumns } from "./language-columns";
import { useLanguageDrafts } from "./use-language-drafts";

/**
 * A site text in the three languages: each override (or the default when there is none) with
 * the default under it; the member's languages written, the others read only; each checked by
 * the rules the server applies, then saved language by language.
 */
export function SiteTextEditor({
  textKey,
  lang,
  onSaved,
}: {
  textKey: string;
  lang: Language;
  onSaved: () => void;
}) {
  const rights = useMember();
  const [entry, setEntry] = useState<SiteTextKey | null | "failed">(null);
  const [saving, setSaving] = useState(false);
  /** The model's suggestions in the fields: saved unchanged, each is the model's translation. */
  const [suggested, setSuggested] = useState<Partial<Record<Language, string>>>({});
  const drafts = useLanguageDrafts();
  const { load } = drafts;

  useEffect(() => {
    let cancelled = false;
    setEntry(null);
    Promise.all([siteTextsApi.keys(), siteTextsApi.overrides()])
      .then(([keys, overrides]) => {
        if (cancelled) return;
        const found = keys.find((each) => each.key === textKey);
        setEntry(found ?? "failed");
        if (found) {
          load(
            Object.fromEntries(
              LANGUAGES.map((each) => [each, overrides[each][found.key] ?? found.defaults[each]]),
            ),
          );
        }
      })
      .catch(() => {
        if (!cancelled) setEntry("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [textKey, load]);

  if (entry === null || entry === "failed") {
    return <EditorStatus failed={entry === "failed"} what="ce texte" />;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (entry === null || entry === "failed") return;
    const languages = drafts.changed(rights.writes);
    const checked = languages.map((language) => ({
      language,
      result: siteTextSchema(language, [entry.defaults.fr, entry.defaults[language]]).safeParse({
        text: drafts.drafts[language] ?? "",
      }),
    }));
    const refused = checked.filter((each) => !each.result.success);
    if (refused.length > 0) {
      drafts.setErrors(
        Object.fromEntries(
          refused.map((each) => [each.language, each.result.error?.issues[0]?.message]),
        ),
      );
      return;
    }
    setSaving(true);
    const next = { ...drafts.saved };
    const errors: Partial<Record<Language, string>> = {};
    for (const { language, result } of checked) {
      try {
        const answer = await siteTextsApi.save(
          language,
          entry.key,
          result.data?.text ?? "",
          suggested[language],
        );
        next[language] = answer.text;
      } catch (failure) {
        errors[language] =
          failure instanceof ApiError
            ? (failure.fields?.text ?? failure.message)
            : "Impossible d'enregistrer le texte : vérifiez votre connexion et réessayez.";
      }
    }
    setSaving(false);
    const savedSome = Object.keys(errors).length < checked.length;
    if (Object.keys(errors).length > 0) {
      // What was saved becomes the baseline; what was refused stays as typed.
      drafts.load(next, pick(drafts.drafts, Object.keys(errors) as Language[]));
      drafts.setErrors(errors);
      notify.error("Le texte n'a pas été enregistré dans toutes les langues");
    } else {
      drafts.load(next);
      notify.success("Texte enregistré avec succès");
    }
    if (savedSome) {
      setSuggested({});
      // A text saved changes its translations' states (a French one makes them out of date).
      siteTextsApi
        .keys()
        .then((keys) => setEntry(keys.find((each) => each.key === entry.key) ?? entry))
        .catch(() => {}); // the states shown stay until the editor opens again
      onSaved();
    }
  }

  const place = siteTextPlace(entry.key as MessageKey);
  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold">Texte du site</h3>
        <p className="text-sm text-muted-foreground">
          {place.page} · {place.section} · <code className="break-all">{entry.key}</code>
        </p>
      </div>
      <LanguageColumns
        idPrefix={`edit-text-${entry.key.replaceAll(".", "-")}`}
        autoFocus={lang}
        columns={LANGUAGES.map((language) => ({
          language,
          value: drafts.drafts[language] ?? "",
          readOnly: !rights.writes(language),
          error: drafts.errors[language],
          status: (
            <SiteTextStatus
              entry={entry}
              language={language}
              label={LANGUAGE_LABELS[language]}
              french={drafts.saved?.fr ?? entry.defaults.fr}
              onApproved={(approved) => {
                setEntry(approved);
                onSaved();
              }}
              onSuggested={(text) => {
                drafts.change(language, text);
                setSuggested((current) => ({ ...current, [language]: text }));
              }}
            />
          ),
          hint: entry.defaults[language] ? (
            <>
              Par défaut :{" "}
              <bdi lang={language} dir={directionOf(language)}>
                {entry.defaults[language]}
              </bdi>
            </>
          ) : (
            "Aucun texte par défaut"
          ),
        }))}
        onChange={drafts.change}
      />
      <EditorFooter
        saving={saving}
        canSave={drafts.changed(rights.writes).length > 0}
        writes={LANGUAGES.some(rights.writes)}
        open={{
          to: `/admin/site-texts?q=${encodeURIComponent(entry.key)}`,
          label: "Ouvrir dans Textes du site",
        }}
      />
    </form>
  );
}

function pick<T>(record: Partial<Record<Language, T>>, languages: Language[]) {
  return Object.fromEntries(languages.map((language) => [language, record[language]]));
}
