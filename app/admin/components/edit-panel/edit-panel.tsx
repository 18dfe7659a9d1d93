import { XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { isEntityName } from "#domain/entities";
import type { Language } from "#domain/languages";
import { parseEditTarget } from "#domain/preview";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { FieldEditor } from "./field-editor";
import { ImageEditor } from "./image-editor";
import { ListEditor } from "./list-editor";
import { SiteTextEditor } from "./site-text-editor";
import type { RowFieldProps } from "./use-row";

/**
 * The editor beside the preview's frame for the element clicked on the page (its marker,
 * `target`): a site text or a row's field in its three languages, an image and its alternative
 * texts, or a list's rows. `refresh` follows each save (the preview then shows the saved text
 * in its frame, in place). Opening an element moves the focus into the panel, which brings it
 * into view where it sits below the frame (a phone): on the field of the page's language, else
 * on the panel's title.
 */
export function EditPanel({
  target,
  lang,
  refresh,
  close,
  className,
}: {
  target: string;
  /** The language the page is read in: its field takes the focus. */
  lang: Language;
  refresh: () => void;
  close: () => void;
  className?: string;
}) {
  const parsed = parseEditTarget(target);
  const table = parsed && "table" in parsed && isEntityName(parsed.table) ? parsed.table : null;
  const onSaved = refresh;
  const title = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each element opened
  useEffect(() => {
    const panel = title.current?.closest("section");
    if (panel && !panel.contains(document.activeElement)) title.current?.focus();
  }, [target]);
  return (
    <section
      aria-labelledby="edit-panel-title"
      data-slot="edit-panel"
      className={cn("flex min-w-0 flex-col gap-4", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="edit-panel-title" ref={title} tabIndex={-1} className="text-lg font-semibold">
          Modifier sur la page
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Fermer l'éditeur"
          onClick={close}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {parsed?.kind === "text" ? (
        <SiteTextEditor key={target} textKey={parsed.key} lang={lang} onSaved={onSaved} />
      ) : parsed?.kind === "list" && table ? (
        <ListEditor key={target} table={table} />
      ) : (parsed?.kind === "image" || parsed?.kind === "field") && table ? (
        <RowEditor
          kind={parsed.kind}
          key={target}
          table={table}
          id={parsed.id}
          field={parsed.field}
          lang={lang}
          onSaved={onSaved}
        />
      ) : (
        <p role="alert" className="text-sm">
          Cet élément ne se modifie pas ici.
        </p>
      )}
    </section>
  );
}

/** A row's image, or one of its other fields. */
function RowEditor({ kind, ...props }: RowFieldProps & { kind: "image" | "field" }) {
  return kind === "image" ? <ImageEditor {...props} /> : <FieldEditor {...props} />;
}
