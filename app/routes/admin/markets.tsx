import { markets } from "#domain/entities";
import { EntityManager } from "~/components/admin/entity-manager";
import { Badge } from "~/components/ui/badge";
import { formatNumber } from "~/lib/admin/labels";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

/** Markets management ('Gestion des Marchés'). */
export default function MarketsScreen() {
  return (
    <EntityManager
      entity={markets}
      idPrefix="market"
      title="Gestion des Marchés"
      newLabel="Nouveau marché"
      formMode="dialog"
      formTitles={{ create: "Nouveau marché", edit: "Modifier le marché" }}
      submitLabels={{ create: "Créer", edit: "Mettre à jour" }}
      tableTitle={(count) => `Marchés analysés (${count})`}
      emptyText="Aucun marché analysé"
      saveErrorTitle="Erreur lors de la sauvegarde"
      rowName={(row) => text(row.name)}
      columns={[
        { header: "Nom", cell: (row) => text(row.name), className: "font-medium" },
        {
          header: "Région",
          cell: (row) => <Badge variant="secondary">{text(row.region)}</Badge>,
        },
        // Market size in millions of euros.
        {
          header: "Taille",
          cell: (row) => `${formatNumber(row.size)} M€`,
          className: "whitespace-nowrap",
        },
        {
          header: "Croissance",
          cell: (row) => {
            // A plus sign and the default style above 0, otherwise secondary.
            const growth = typeof row.growth_rate === "number" ? row.growth_rate : 0;
            return (
              <Badge variant={growth > 0 ? "default" : "secondary"}>
                {growth > 0 ? "+" : ""}
                {formatNumber(growth)}%
              </Badge>
            );
          },
        },
      ]}
    />
  );
}
