import { useEffect, useState } from "react";
import type { EntityDef } from "#domain/entities";
import type { FieldDef } from "#domain/fields";
import { directionOf, LANGUAGE_NAMES } from "#domain/languages";
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";
import { formNameOf, missingTranslations, translatedNameOf } from "~/admin/lib/form-values";
import { sourceOf } from "~/admin/lib/translation-work";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { useMember } from "./admin-context";
import { FieldShell } from "./field-shell";
import { SuggestAll, TranslationStatus } from "./translation-status";
import type { EntityFormState } from "./use-entity-form";
import { type TranslationWork, useTranslationWork } from "./use-translation-work";

type Tab = "fr" | TranslationLanguage;
type FormParts = Pick<
  EntityFormState,
  "values" | "errors" | "setValue" | "editing" | "suggest" | "refreshRow"
>;

/**
 * A form in three languages: 'Français' (every field, the source, required fields as before),
 * then 'English' and 'العربية' with the translatable fields only, Arabic written right to left.
 * Each tab says how many fields are still to translate; after a refused save the first tab with
 * an error opens. Entities without translatable fields get their French fields alone.
 * A translator's form opens on its language's tab; French and the languages it does not
 * translate are read only there, and say so. A saved row's translated fields each say their
 * state, with what changed in the French and the actions that state calls for.
 */
export function LanguageTabs({
  entity,
  form,
  idPrefix,
  children,
}: {
  entity: EntityDef;
  form: FormParts;
  idPrefix: string;
  /** The French fields. */
  children: React.ReactNode;
}) {
  const rights = useMember();
  const [tab, setTab] = useState<Tab>(rights.workLanguage ?? "fr");
  const translatable = translatableFields(entity.fields);
  const tabWithError = (["fr", ...TRANSLATION_LANGUAGES] as const).find((lang) =>
    Object.keys(form.errors).some((name) =>
      lang === "fr" ? !/^(en|ar)\./.test(name) : name.startsWith(`${lang}.`),
    ),
  );
  useEffect(() => {
    if (tabWithError) setTab(tabWithError);
  }, [tabWithError]);

  if (translatable.length === 0) return <>{children}</>;
  // Nothing to translate until a French text is written.
  const hasSource = translatable.some((column) => {
    const field = entity.fields[column] as FieldDef;
    return (form.values[formNameOf(column, field)] ?? "").trim() !== "";
  });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList aria-label="Langue du contenu">
        <TabsTrigger value="fr">Français</TabsTrigger>
        {TRANSLATION_LANGUAGES.map((lang) => {
          const missing = missingTranslations(entity, form.values, lang).length;
          return (
            <TabsTrigger key={lang} value={lang}>
              <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
              {hasSource ? (
                <span className="text-xs font-normal">
                  {missing > 0 ? `(${missing} à traduire)` : "(complet)"}
                </span>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="fr">
        {rights.writes("fr") ? null : (
          <ReadOnlyNote>le français est écrit par les éditeurs.</ReadOnlyNote>
        )}
        {children}
      </TabsContent>
      {TRANSLATION_LANGUAGES.map((lang) => (
        <TabsContent key={lang} value={lang}>
          <TranslationTab
            entity={entity}
            form={form}
            idPrefix={idPrefix}
            lang={lang}
            readOnly={!rights.writes(lang)}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** One translated language's tab: its translatable fields, each with its state. */
function TranslationTab({
  entity,
  form,
  idPrefix,
  lang,
  readOnly,
}: {
  entity: EntityDef;
  form: FormParts;
  idPrefix: string;
  lang: TranslationLanguage;
  readOnly: boolean;
}) {
  const work = useTranslationWork(entity, form, lang);
  return (
    <>
      {readOnly ? <ReadOnlyNote>vous ne traduisez pas dans cette langue.</ReadOnlyNote> : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Un champ laissé vide est montré en français aux visiteurs.
        </p>
        <SuggestAll work={work} />
      </div>
      <div className="grid gap-4">
        {translatableFields(entity.fields).map((column) => (
          <TranslatedField
            key={column}
            column={column}
            field={entity.fields[column] as FieldDef}
            lang={lang}
            form={form}
            idPrefix={idPrefix}
            readOnly={readOnly}
            work={work}
          />
        ))}
      </div>
    </>
  );
}

/** Says why a tab's fields cannot be changed. */
function ReadOnlyNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 rounded-md border border-dashed px-3 py-2 text-sm">
      <span className="font-semibold">Lecture seule :</span> {children}
    </p>
  );
}

function TranslatedField({
  column,
  field,
  lang,
  form,
  idPrefix,
  readOnly,
  work,
}: {
  column: string;
  field: FieldDef;
  lang: TranslationLanguage;
  form: FormParts;
  idPrefix: string;
  readOnly: boolean;
  work: TranslationWork;
}) {
  const name = translatedNameOf(lang, column, field);
  const id = `${idPrefix}-${lang}-${formNameOf(column, field)}`;
  const french = form.values[formNameOf(column, field)] ?? "";
  const onChange = (next: string) => form.setValue(name, next);
  const saved = form.editing?.[column];
  return (
    <div className="flex flex-col gap-2">
      <FieldShell
        id={id}
        label={
          <>
            {field.label} (<span lang={lang}>{LANGUAGE_NAMES[lang]}</span>)
          </>
        }
        note={
          french ? (
            <>
              Français : <span lang="fr">{french}</span>
            </>
          ) : null
        }
        error={form.errors[name]}
      >
        {(aria) => {
          const common = {
            ...aria,
            id,
            name,
            lang,
            dir: directionOf(lang),
            value: form.values[name] ?? "",
            readOnly,
          };
          return field.kind === "textarea" ? (
            <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <Input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
          );
        }}
      </FieldShell>
      <TranslationStatus
        column={column}
        label={`${field.label} (${LANGUAGE_NAMES[lang]})`}
        then={sourceOf(form.editing, lang, column)}
        now={typeof saved === "string" ? saved : french}
        work={work}
      />
    </div>
  );
}
