import { TRANSLATION_STATE_LABELS, type TranslationState } from "#domain/translation-state";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

/** Each state's colour: work to do stands out, a current translation stays quiet. */
const LOOK: Record<TranslationState, string> = {
  missing: "border-transparent bg-destructive/15 text-foreground",
  outdated: "border-transparent bg-amber-100 text-amber-950",
  machine: "border-transparent bg-sky-100 text-sky-950",
  current: "text-muted-foreground",
};

/** A translatable field's state in one language: 'Manquante', 'À revoir', 'Traduction automatique', 'À jour'. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", LOOK[state])}>
      {TRANSLATION_STATE_LABELS[state]}
    </Badge>
  );
}
