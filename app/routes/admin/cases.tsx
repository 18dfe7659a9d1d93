import { caseStudies } from "#domain/entities";
import { EntityManager } from "~/components/admin/entity-manager";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/admin/labels";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

/** Case studies management, dialog form and a table. */
export default function CaseStudiesScreen() {
  return (
    <EntityManager
      entity={caseStudies}
      idPrefix="case"
      title="Gestion des Études de cas"
      newLabel="Nouvelle étude de cas"
      formMode="dialog"
      formTitles={{ create: "Nouvelle étude de cas", edit: "Modifier l'étude de cas" }}
      submitLabels={{ create: "Ajouter", edit: "Mettre à jour" }}
      tableTitle={(count) => `Études de cas (${count})`}
      emptyText="Aucune étude de cas enregistrée"
      // The local case-study form titles a failed save 'Erreur lors de la sauvegarde'.
      saveErrorTitle={(local) => (local ? "Erreur lors de la sauvegarde" : undefined)}
      rowName={(row) => text(row.title)}
      columns={[
        { header: "Titre", cell: (row) => text(row.title), className: "font-medium" },
        { header: "Client", cell: (row) => text(row.client) },
        {
          header: "Secteur",
          cell: (row) =>
            typeof row.industry === "string" && row.industry !== "" ? (
              <Badge variant="secondary">{row.industry}</Badge>
            ) : (
              "—"
            ),
        },
        // Dates in French format.
        {
          header: "Date",
          cell: (row) => formatDate(row.created_at),
          className: "whitespace-nowrap",
        },
      ]}
    />
  );
}
