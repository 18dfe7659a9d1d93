import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { EntityDef } from "#domain/entities";
import { type AdminRow, contentRows, type DataSource } from "~/admin/lib/data-source";
import { screenPathOf } from "~/admin/lib/media";
import { notify } from "./notify";

/** The address of an entity's screen with one row's form open, or its creation form. */
export function entityFormHref(entity: EntityDef, form: { id: string } | "new"): string {
  const screen = screenPathOf(entity.table);
  return form === "new" ? `${screen}?nouveau=1` : `${screen}?fiche=${encodeURIComponent(form.id)}`;
}

/**
 * Arriving at an entity's screen from elsewhere (the preview's 'Ouvrir la fiche', a list's
 * 'Ajouter'): `?fiche=<id>` opens that row's form, `?nouveau=1` the creation form (an editor's);
 * the parameter then leaves the address, so closing the form and going back do not open it again.
 */
export function useOpenFromAddress(
  entity: EntityDef,
  source: DataSource,
  open: { edit: (row: AdminRow) => void; create?: () => void },
) {
  const [search, setSearch] = useSearchParams();
  const id = search.get("fiche");
  const create = search.get("nouveau") !== null;
  const { edit, create: startCreate } = open;

  useEffect(() => {
    if (!id && !create) return;
    let cancelled = false;
    const done = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("fiche");
          next.delete("nouveau");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    if (create) {
      startCreate?.();
      done();
      return;
    }
    const read =
      source.kind === "server"
        ? contentRows.read(entity.table, id ?? "")
        : source.list().then((rows) => rows.find((row) => row.id === id));
    read
      .then((row) => {
        if (cancelled) return;
        if (row) edit(row);
        else notify.error("Cette fiche n'existe plus");
        done();
      })
      .catch(() => {
        if (!cancelled) notify.error("Impossible d'ouvrir la fiche");
      });
    return () => {
      cancelled = true;
    };
  }, [id, create, entity, source, edit, startCreate, setSearch]);
}
