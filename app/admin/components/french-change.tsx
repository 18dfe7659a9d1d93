import { useId } from "react";
import { wordDiff } from "#domain/word-diff";
import { DiffSide } from "./diff-side";

/**
 * What changed in a field's French since its translation was made: the French then (removed
 * words struck through) above the French now (added words highlighted), each side named, so the
 * translator changes only what the French changed.
 */
export function FrenchChange({ then, now }: { then: string; now: string }) {
  const id = useId();
  const parts = wordDiff(then, now);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-foreground dark:bg-amber-950/30"
    >
      {/* Not a heading: the form it sits in has its own outline. */}
      <p id={id} className="font-semibold">
        Le français a changé depuis la traduction
      </p>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Avant</dt>
        <dd className="wrap-break-word">
          <DiffSide parts={parts} kind="removed" lang="fr" />
        </dd>
        <dt className="text-muted-foreground">Maintenant</dt>
        <dd className="wrap-break-word">
          <DiffSide parts={parts} kind="added" lang="fr" />
        </dd>
      </dl>
    </section>
  );
}
