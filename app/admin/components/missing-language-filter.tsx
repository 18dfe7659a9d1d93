import { useState } from "react";
import type { EntityDef } from "#domain/entities";
import {
  completeLanguages,
  type TranslationLanguage,
  translatableFields,
} from "#domain/translations";
import type { AdminRow } from "~/admin/lib/data-source";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";

type Choice = "all" | TranslationLanguage;

/**
 * 'Traduction manquante en …': the rows whose translation in that language is incomplete. It
 * starts on `start` (a translator's language), on every row otherwise.
 */
export function useMissingLanguageFilter(entity: EntityDef, start?: TranslationLanguage) {
  const [choice, setChoice] = useState<Choice>(start ?? "all");
  return {
    choice,
    setChoice,
    active: choice !== "all",
    emptyText:
      choice === "en" ? "Aucune ligne à traduire en anglais" : "Aucune ligne à traduire en arabe",
    apply: (rows: AdminRow[]) =>
      choice === "all"
        ? rows
        : rows.filter((row) => !completeLanguages(entity.fields, row)[choice]),
  };
}

export function MissingLanguageFilter({
  entity,
  filter,
}: {
  entity: EntityDef;
  filter: ReturnType<typeof useMissingLanguageFilter>;
}) {
  if (translatableFields(entity.fields).length === 0) return null;
  const id = `${entity.table}-missing-language`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Traduction manquante en</Label>
      <Select value={filter.choice} onValueChange={(value) => filter.setChoice(value as Choice)}>
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Toutes les lignes</SelectItem>
          <SelectItem value="en">anglais</SelectItem>
          <SelectItem value="ar">arabe</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
