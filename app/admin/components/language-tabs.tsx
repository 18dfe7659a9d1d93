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
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { FieldShell } from "./field-shell";
import type { EntityFormState } from "./use-entity-form";

type Tab = "fr" | TranslationLanguage;
type FormParts = Pick<EntityFormState, "values" | "errors" | "setValue">;

/**
 * A form in three languages: 'Français' (every field, the source, required fields as before),
 * then 'English' and 'العربية' with the translatable fields only, Arabic written right to left.
 * Each tab says how many fields are still to translate; after a refused save the first tab with
 * an error opens. Entities without translatable fields get their French fields alone.
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
  const [tab, setTab] = useState<Tab>("fr");
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
      <TabsContent value="fr">{children}</TabsContent>
      {TRANSLATION_LANGUAGES.map((lang) => (
        <TabsContent key={lang} value={lang}>
          <p className="mb-4 text-sm text-muted-foreground">
            Un champ laissé vide est montré en français aux visiteurs.
          </p>
          <div className="grid gap-4">
            {translatable.map((column) => (
              <TranslatedField
                key={column}
                column={column}
                field={entity.fields[column] as FieldDef}
                lang={lang}
                form={form}
                idPrefix={idPrefix}
              />
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TranslatedField({
  column,
  field,
  lang,
  form,
  idPrefix,
}: {
  column: string;
  field: FieldDef;
  lang: TranslationLanguage;
  form: FormParts;
  idPrefix: string;
}) {
  const name = translatedNameOf(lang, column, field);
  const id = `${idPrefix}-${lang}-${formNameOf(column, field)}`;
  const french = form.values[formNameOf(column, field)] ?? "";
  const onChange = (next: string) => form.setValue(name, next);
  return (
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
        };
        return field.kind === "textarea" ? (
          <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </FieldShell>
  );
}
