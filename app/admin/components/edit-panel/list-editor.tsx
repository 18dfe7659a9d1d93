import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type EntityDef, type EntityName, entities } from "#domain/entities";
import { useMember } from "~/admin/components/admin-context";
import { entityFormHref } from "~/admin/components/use-open-from-address";
import { type AdminRow, contentRows } from "~/admin/lib/data-source";
import { screenPathOf } from "~/admin/lib/media";
import { buttonVariants } from "~/components/ui/button";
import { EditorStatus } from "./editor-parts";
import { rowName } from "./use-row";

/** How many of a list's rows the editor names; the rest are one click away in its screen. */
const SHOWN = 25;

/**
 * A list of the page (services, case studies…): each row opens its form in its screen, and
 * 'Ajouter' (an editor's) opens the screen's creation form.
 */
export function ListEditor({ table }: { table: EntityName }) {
  const rights = useMember();
  const entity = entities[table] as EntityDef;
  const [rows, setRows] = useState<AdminRow[] | null | "failed">(null);

  useEffect(() => {
    let cancelled = false;
    setRows(null);
    contentRows
      .newest(table, SHOWN)
      .then((answer) => {
        if (!cancelled) setRows(answer);
      })
      .catch(() => {
        if (!cancelled) setRows("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [table]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold">{entity.label}</h3>
        <p className="text-sm text-muted-foreground">
          Ouvrez une fiche pour la modifier{rights.edits ? ", ou ajoutez-en une" : ""}.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {rights.edits && entity.screen?.newLabel ? (
          <Link className={buttonVariants()} to={entityFormHref(entity, "new")}>
            <PlusIcon aria-hidden="true" />
            {entity.screen.newLabel}
          </Link>
        ) : null}
        <Link className={buttonVariants({ variant: "outline" })} to={screenPathOf(table)}>
          Ouvrir la liste
        </Link>
      </div>
      {rows === null || rows === "failed" ? (
        <EditorStatus failed={rows === "failed"} what="la liste" />
      ) : (
        <ul className="flex flex-col gap-1" aria-label={entity.label}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                className="underline underline-offset-4 wrap-anywhere"
                to={entityFormHref(entity, { id: row.id })}
              >
                {rowName(entity, row)}
              </Link>
              {row.published === false ? (
                <span className="ms-2 text-xs text-muted-foreground">(brouillon)</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
