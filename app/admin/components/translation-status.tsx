import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import type { TranslationState } from "#domain/translation-state";
import { Button } from "~/components/ui/button";
import { FrenchChange } from "./french-change";
import { TranslationStateBadge } from "./translation-state-badge";
import type { TranslationWork } from "./use-translation-work";

/** The states a person confirms as they are: the model's draft, or a translation of an older French. */
const APPROVABLE: readonly TranslationState[] = ["outdated", "machine"];

/**
 * Under a translated field: its state; for an `outdated` one, the French then and now with the
 * words that changed; 'Valider' where the translation still holds, 'Proposer une traduction'
 * where a draft of the model may help. Each button's name ends with the field it acts on.
 */
export function TranslationStatus({
  column,
  label,
  then,
  now,
  work,
}: {
  column: string;
  /** The field's label and language, as its input is named. */
  label: string;
  /** The French the translation was made against, where it differs from now. */
  then: string | undefined;
  now: string;
  work: TranslationWork;
}) {
  const state = work.state(column);
  // A field without French has nothing to translate: no state to show.
  if (!state || (state === "current" && now.trim() === "")) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="sr-only">État de la traduction : {label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <TranslationStateBadge state={state} />
        {work.acts && APPROVABLE.includes(state) ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Valider : ${label}`}
            disabled={work.busy !== null}
            onClick={() => void work.approve(column)}
          >
            Valider
          </Button>
        ) : null}
        {work.suggests && work.toSuggest.includes(column) ? (
          <SuggestButton
            name={`Proposer une traduction : ${label}`}
            running={work.busy === column}
            disabled={work.busy !== null}
            onClick={() => void work.suggest(column)}
          />
        ) : null}
      </div>
      {state === "outdated" && then !== undefined ? <FrenchChange then={then} now={now} /> : null}
    </fieldset>
  );
}

/** 'Proposer une traduction' for every missing or outdated field of the row in this language. */
export function SuggestAll({ work }: { work: TranslationWork }) {
  if (!work.suggests || work.toSuggest.length < 2) return null;
  return (
    <SuggestButton
      running={work.busy === "*"}
      disabled={work.busy !== null}
      onClick={() => void work.suggest()}
      extra={`(${work.toSuggest.length} champs)`}
    />
  );
}

function SuggestButton({
  name,
  running,
  disabled,
  onClick,
  extra,
}: {
  /** Where several such buttons stand together, the name that tells them apart. */
  name?: string;
  running: boolean;
  disabled: boolean;
  onClick: () => void;
  extra?: string;
}) {
  const Icon = running ? LoaderCircleIcon : SparklesIcon;
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      aria-label={name}
      aria-busy={running || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className={running ? "animate-spin" : undefined} />
      Proposer une traduction{extra ? ` ${extra}` : ""}
    </Button>
  );
}
