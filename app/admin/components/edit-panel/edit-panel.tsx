import { XIcon } from "lucide-react";
import type { Language } from "#domain/languages";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { parseEditTarget } from "./edit-target";
import { FieldEditor } from "./field-editor";
import { ImageEditor } from "./image-editor";
import { ListEditor } from "./list-editor";
import { SiteTextEditor } from "./site-text-editor";

/**
 * The editor beside the preview's frame for the element clicked on the page (its marker,
 * `target`): a site text or a row's field in its three languages, an image and its alternative
 * texts, or a list's rows. `onSaved` follows each save (the preview then refreshes its frame in
 * place); on a phone the panel sits over the bottom of the frame and scrolls on its own.
 */
export function EditPanel({
  target,
  lang,
  onSaved,
  onClose,
  className,
}: {
  target: string;
  /** The language the page is read in: its field takes the focus. */
  lang: Language;
  onSaved: () => void;
  onClose: () => void;
  className?: string;
}) {
  const parsed = parseEditTarget(target);
  return (
    <section
      aria-labelledby="edit-panel-title"
      data-slot="edit-panel"
      className={cn(
        "flex max-h-[70dvh] min-w-0 flex-col gap-4 overflow-y-auto rounded-t-lg border bg-background p-4 shadow-lg lg:max-h-none lg:rounded-lg",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="edit-panel-title" className="text-lg font-semibold">
          Modifier sur la page
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Fermer l'éditeur"
          onClick={onClose}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {parsed === null ? (
        <p role="alert" className="text-sm">
          Cet élément ne se modifie pas ici.
        </p>
      ) : parsed.kind === "text" ? (
        <SiteTextEditor key={target} textKey={parsed.key} lang={lang} onSaved={onSaved} />
      ) : parsed.kind === "list" ? (
        <ListEditor key={target} table={parsed.table} />
      ) : parsed.kind === "image" ? (
        <ImageEditor key={target} {...parsed} lang={lang} onSaved={onSaved} />
      ) : (
        <FieldEditor key={target} {...parsed} lang={lang} onSaved={onSaved} />
      )}
    </section>
  );
}
