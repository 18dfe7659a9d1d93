import { useEffect, useState } from "react";
import { demos } from "#domain/entities";
import { useAdminContext, useDataSource, useMember } from "~/admin/components/admin-context";
import { useDeleteConfirmation } from "~/admin/components/delete-confirmation";
import { DemoMediaField } from "~/admin/components/demo-media-field";
import { EntityFields, REQUIRED_NOTE } from "~/admin/components/entity-fields";
import { SearchField } from "~/admin/components/filters";
import { LanguageTabs } from "~/admin/components/language-tabs";
import { keepFirstPage, PagedList } from "~/admin/components/paged-list";
import {
  LanguageBadges,
  PublicationCell,
  ScheduleFields,
} from "~/admin/components/publication-controls";
import { RowActions } from "~/admin/components/row-actions";
import { ScreenHeader } from "~/admin/components/screen-header";
import { type EntityFormState, useEntityForm } from "~/admin/components/use-entity-form";
import { useEntityList } from "~/admin/components/use-entity-list";
import { useListParams } from "~/admin/components/use-list-params";
import { useReturnFocus } from "~/admin/components/use-return-focus";
import { CONTENT_FILTERS, contentListParams } from "~/admin/lib/content-list";
import type { AdminRow } from "~/admin/lib/data-source";
import { firstPageLoader } from "~/admin/lib/first-page.server";
import { enumLabel } from "~/admin/lib/labels";
import { fileNameOfUrl } from "~/admin/lib/upload";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "~/components/ui/card";
import type { Route } from "./+types/demos";

const str = (value: unknown) => (typeof value === "string" ? value : "");
const screen = demoScreen();

/** The demos' declared screen: a card grid whose form replaces the grid while open. */
function demoScreen() {
  const { screen } = demos;
  if (screen?.formMode !== "page") throw new Error("demos declares a card-grid screen");
  return screen;
}

/**
 * Demos management ('Gestion des Démonstrations'): a card grid, or the full form card. Adding,
 * publishing, ordering, deleting and uploads are an editor's; a translator edits the texts.
 */
export const loader = firstPageLoader(demos);
export const shouldRevalidate = keepFirstPage;

export default function DemosScreen({ loaderData }: Route.ComponentProps) {
  const rights = useMember();
  const source = useDataSource(demos);
  const state = useListParams(CONTENT_FILTERS);
  const list = useEntityList(
    demos,
    source,
    contentListParams(demos, state.params, rights.workLanguage),
    {
      first: loaderData,
    },
  );
  // Up/down only while the page is the whole list in the public order (see EntityTable).
  const ordering =
    rights.edits &&
    state.params.q === "" &&
    state.params.order === undefined &&
    Object.values(state.params.filters).every((value) => value === "") &&
    state.params.page === 1 &&
    list.total <= state.params.size;
  const form = useEntityForm(demos);
  const formFocus = useReturnFocus(form.open, `${screen.idPrefix}-add`);
  const confirmation = useDeleteConfirmation(demos, (row) => void list.remove(row.id));
  const startCreate = () => {
    formFocus.remember();
    form.startCreate();
  };

  if (form.open) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title={screen.title} />
        <DemoForm form={form} onSubmit={() => void form.submit(list.save)} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={screen.title}
        actionLabel={rights.edits ? screen.newLabel : undefined}
        actionId={`${screen.idPrefix}-add`}
        onAction={startCreate}
      />
      {!list.loading && list.total === 0 && state.params.q === "" ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-muted-foreground">{screen.emptyText}</p>
            {rights.edits ? (
              <Button type="button" onClick={startCreate}>
                {screen.emptyAction}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      ) : (
        <PagedList
          id="demos"
          heading={`Démonstrations (${list.total})`}
          list={state}
          total={list.total}
          loading={list.loading}
          emptyText="Aucune démonstration ne correspond"
          navLabel={`Pages : ${screen.title}`}
          toolbar={
            <SearchField id="demos-search" value={state.params.q} onSearch={state.setQuery} />
          }
        >
          {/* 1 column on small screens, 2 on medium, 3 on large. */}
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.rows.map((row, index) => (
              <li key={row.id}>
                <DemoCard
                  row={row}
                  first={index === 0}
                  last={index === list.rows.length - 1}
                  onPublish={
                    rights.edits
                      ? (published) => void list.setPublished(row.id, published)
                      : undefined
                  }
                  onMove={ordering ? (step) => void list.move(row.id, step) : undefined}
                  onEdit={() => {
                    formFocus.remember();
                    form.startEdit(row);
                  }}
                  onDelete={rights.edits ? () => confirmation.ask(row) : undefined}
                />
              </li>
            ))}
          </ul>
        </PagedList>
      )}

      {confirmation.dialog}
    </div>
  );
}

function DemoCard({
  row,
  first,
  last,
  onPublish,
  onMove,
  onEdit,
  onDelete,
}: {
  row: AdminRow;
  first: boolean;
  last: boolean;
  /** The three below are absent where the member may not use them. */
  onPublish?: (published: boolean) => void;
  onMove?: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const title = str(row[screen.nameField]);
  const url = str(row.media_url);
  const isLink = row.type === "lien";
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold leading-tight break-words">{title}</h2>
          <Badge variant="secondary" className="shrink-0">
            {enumLabel(str(row.type))}
          </Badge>
        </div>
        {str(row.description) !== "" ? (
          <p className="text-sm text-muted-foreground">{str(row.description)}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LanguageBadges entity={demos} row={row} />
          <PublicationCell row={row} name={title} onChange={onPublish} />
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {/* 'Lien:' for links, 'Fichier:' otherwise; a long address on one line, cut with '…', whole
            in its title. */}
        <p className="flex gap-1 text-sm">
          <span className="shrink-0 font-medium">{isLink ? "Lien:" : "Fichier:"}</span>{" "}
          <span className="min-w-0 truncate" title={isLink ? url : fileNameOfUrl(url)}>
            {isLink ? url : fileNameOfUrl(url)}
          </span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-1">
        <RowActions
          entity={demos}
          rowId={row.id}
          name={title}
          order={onMove ? { first, last, onMove } : undefined}
          view={url !== "" ? { href: url, label: `Voir ${title} (nouvel onglet)` } : undefined}
          previewPath="/demos"
          history
          authors={row}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </CardFooter>
    </Card>
  );
}

/** The full form card that replaces the list while adding or editing. */
function DemoForm({ form, onSubmit }: { form: EntityFormState; onSubmit: () => void }) {
  const { uploadMaxBytes } = useAdminContext();
  const rights = useMember();
  const [fileName, setFileName] = useState<string | null>(null);
  const mediaUrl = form.values.mediaUrl ?? "";
  const type = form.values.type ?? "";

  // Keyboard users land in the form that replaced the list.
  useEffect(() => {
    document.getElementById(`${screen.idPrefix}-title`)?.focus();
  }, []);

  const fields = {
    ...form,
    setValue(name: string, value: string) {
      // Changing the type clears media_url.
      if (name === "type" && value !== form.values.type) {
        form.setValue("mediaUrl", "");
        setFileName(null);
      }
      form.setValue(name, value);
    },
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">
          {form.editing ? screen.formTitles.edit : screen.formTitles.create}
        </h2>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
          <LanguageTabs entity={demos} form={fields} idPrefix={screen.idPrefix}>
            <div className="flex flex-col gap-6">
              <EntityFields
                entity={demos}
                form={fields}
                idPrefix={screen.idPrefix}
                only={["title", "type"]}
              />
              <EntityFields
                entity={demos}
                form={fields}
                idPrefix={screen.idPrefix}
                only={["description"]}
              />
            </div>
          </LanguageTabs>
          <DemoMediaField
            // A new type starts a fresh picker.
            key={type}
            type={type}
            mediaUrl={mediaUrl}
            fileName={fileName}
            error={form.errors.mediaUrl}
            maxBytes={uploadMaxBytes}
            readOnly={!rights.edits}
            onChange={(url, name) => {
              form.setValue("mediaUrl", url);
              setFileName(name);
            }}
          />
          <ScheduleFields form={form} idPrefix={screen.idPrefix} readOnly={!rights.edits} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={form.close}>
              Annuler
            </Button>
            {/* Disabled while saving and while no media url is set, for all four types. */}
            <Button type="submit" disabled={form.saving || mediaUrl === ""}>
              {form.editing ? screen.submitLabels.edit : screen.submitLabels.create}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
