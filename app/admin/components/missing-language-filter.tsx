import type { EntityDef } from "#domain/entities";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import { Label } from "~/components/ui/label";
import { OptionSelect } from "./filters";

/** The address's value for every row, kept only where a translator's list starts on its language. */
const EVERY_ROW = "all";

const MISSING_OPTIONS = [
  [EVERY_ROW, "Tous les éléments"],
  ["en", "anglais"],
  ["ar", "arabe"],
] as const;

/** The choice among rows missing English, Arabic, or every row; gives the address's value. */
export function MissingLanguageFilter({
  entity,
  value,
  onChange,
}: {
  entity: EntityDef;
  value: TranslationLanguage | undefined;
  onChange: (value: string) => void;
}) {
  if (translatableFields(entity.fields).length === 0) return null;
  const id = `${entity.table}-missing-language`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Traduction manquante en</Label>
      <OptionSelect
        id={id}
        className="w-48"
        value={value ?? EVERY_ROW}
        onChange={onChange}
        options={MISSING_OPTIONS}
      />
    </div>
  );
}
