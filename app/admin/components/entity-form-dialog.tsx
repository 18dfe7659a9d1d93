import { useEffect, useRef } from "react";
import type { EntityDef, ScreenDef } from "#domain/entities";
import { savesForm } from "~/admin/lib/member";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useMember } from "./admin-context";
import { EntityFields, REQUIRED_NOTE } from "./entity-fields";
import { LanguageTabs } from "./language-tabs";
import { ScheduleFields } from "./publication-controls";
import type { EntityFormState } from "./use-entity-form";

export type TableScreenDef = Extract<ScreenDef, { formMode: "inline" | "dialog" }>;

/** A form that opens takes the focus to its first field (past the language tabs). */
function focusFirstField(container: HTMLElement | null) {
  const field =
    container?.querySelector<HTMLElement>("input, textarea, [role=combobox]") ??
    container?.querySelector<HTMLElement>("button");
  field?.focus();
}

/**
 * A table screen's create and edit form: in a dialog ('dialog'), or on the page above the table
 * ('inline'); its title and submit label say whether it creates or edits.
 */
export function EntityFormDialog({
  entity,
  screen,
  form,
  onSubmit,
  onCloseAutoFocus,
}: {
  entity: EntityDef;
  screen: TableScreenDef;
  form: EntityFormState;
  onSubmit: () => void;
  /** Where the focus goes back when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const inlineRef = useRef<HTMLDivElement>(null);
  const title = form.editing ? screen.formTitles.edit : screen.formTitles.create;

  // An inline form that opens takes the focus to its first field (a dialog does this itself).
  useEffect(() => {
    if (form.open && screen.formMode === "inline") {
      focusFirstField(inlineRef.current);
    }
  }, [form.open, screen.formMode]);

  const body = <EntityForm entity={entity} screen={screen} form={form} onSubmit={onSubmit} />;

  if (screen.formMode === "inline") {
    return form.open ? (
      <Card ref={inlineRef}>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">{title}</h2>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    ) : null;
  }

  return (
    <Dialog open={form.open} onOpenChange={(open) => (open ? undefined : form.close())}>
      {/* Admin dialog forms are at most 2xl wide, 90% of the viewport high, scrolling. */}
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(event.currentTarget as HTMLElement);
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{REQUIRED_NOTE}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

function EntityForm({
  entity,
  screen,
  form,
  onSubmit,
}: {
  entity: EntityDef;
  screen: TableScreenDef;
  form: EntityFormState;
  onSubmit: () => void;
}) {
  // A form its member may not save (markets for a translator) is read, then closed.
  const rights = useMember();
  const saves = savesForm(rights, entity.fields);
  return (
    <form
      // The app shows its own messages, not the browser's built-in bubbles.
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {screen.formMode === "inline" ? (
        <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      ) : null}
      <LanguageTabs entity={entity} form={form} idPrefix={screen.idPrefix}>
        <EntityFields entity={entity} form={form} idPrefix={screen.idPrefix} />
      </LanguageTabs>
      {entity.publication ? (
        <ScheduleFields form={form} idPrefix={screen.idPrefix} readOnly={!rights.edits} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={form.close}>
          {saves ? "Annuler" : "Fermer"}
        </Button>
        {saves ? (
          <Button type="submit" disabled={form.saving}>
            {form.editing ? screen.submitLabels.edit : screen.submitLabels.create}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
