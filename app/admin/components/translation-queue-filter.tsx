import type { EntityDef } from "#domain/entities";
import { TRANSLATION_LANGUAGES, translatableFields } from "#domain/translations";
import { queueOptions } from "~/admin/lib/translation-queue";
import { useMember } from "./admin-context";
import { ListFilterSelect } from "./filters";
import type { ListState } from "./use-list-params";

/**
 * 'Traductions': the rows with a field 'À traduire' (missing) or 'À revoir' (outdated, or the
 * model's draft) in a language the member writes; kept in the address (`translation=ar-review`).
 */
export function TranslationQueueFilter<Filter extends string>({
  entity,
  list,
  name,
}: {
  entity: EntityDef;
  list: ListState<Filter>;
  name: Filter;
}) {
  const rights = useMember();
  const languages = TRANSLATION_LANGUAGES.filter((lang) => rights.writes(lang));
  if (translatableFields(entity.fields).length === 0 || languages.length === 0) return null;
  return (
    <ListFilterSelect
      list={list}
      name={name}
      id={`${entity.table}-translation`}
      label="Traductions"
      allLabel="Tous les éléments"
      options={queueOptions(languages)}
    />
  );
}
