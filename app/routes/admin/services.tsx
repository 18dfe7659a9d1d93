import { services } from "#domain/entities";
import { EntityManager } from "~/components/admin/entity-manager";
import { formatEuro } from "~/lib/admin/labels";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

/** Services management, add/edit form on the page and a table. */
export default function ServicesScreen() {
  return (
    <EntityManager
      entity={services}
      idPrefix="service"
      title="Gestion des Services"
      newLabel="Ajouter un service"
      formMode="inline"
      formTitles={{ create: "Ajouter un service", edit: "Modifier le service" }}
      submitLabels={{ create: "Ajouter", edit: "Mettre à jour" }}
      tableTitle={(count) => `Services (${count})`}
      emptyText="Aucun service enregistré"
      rowName={(row) => text(row.title)}
      columns={[
        { header: "Titre", cell: (row) => text(row.title), className: "font-medium" },
        { header: "Catégorie", cell: (row) => text(row.category) },
        // Price shown with a euro sign; unset stays unset.
        { header: "Prix", cell: (row) => formatEuro(row.price), className: "whitespace-nowrap" },
        {
          header: "Description",
          cell: (row) => <span className="line-clamp-2 max-w-md">{text(row.description)}</span>,
        },
      ]}
    />
  );
}
