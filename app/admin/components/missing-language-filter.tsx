import type { EntityDef } from "#domain/entities";
import { type TranslationLanguage, translatableFields } from "#domain/translations";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";

/** The address's value for every row, kept only where a translator's list starts on its language. */
const EVERY_ROW = "all";

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
      <Select value={value ?? EVERY_ROW} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={EVERY_ROW}>Tous les éléments</SelectItem>
          <SelectItem value="en">anglais</SelectItem>
          <SelectItem value="ar">arabe</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
