import { research } from "#domain/entities";
import { EntityManager } from "~/components/admin/entity-manager";
import { Badge } from "~/components/ui/badge";
import { enumLabel } from "~/lib/admin/labels";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : "—");

// Planned yellow, ongoing green, completed blue; an unknown value raw in grey.
const STATUS_CLASSES: Record<string, string> = {
  planned: "bg-yellow-100 text-yellow-900",
  ongoing: "bg-green-100 text-green-900",
  completed: "bg-blue-100 text-blue-900",
};

function StatusBadge({ status }: { status: unknown }) {
  const value = typeof status === "string" ? status : "";
  const known = Object.hasOwn(STATUS_CLASSES, value);
  return (
    <Badge
      variant="outline"
      className={`border-transparent ${known ? STATUS_CLASSES[value] : "bg-gray-100 text-gray-800"}`}
    >
      {known ? enumLabel(value) : value}
    </Badge>
  );
}

/** R&D management ('Gestion R&D'). */
export default function ResearchScreen() {
  return (
    <EntityManager
      entity={research}
      idPrefix="research"
      title="Gestion R&D"
      newLabel="Nouveau projet R&D"
      formMode="dialog"
      formTitles={{ create: "Nouveau projet R&D", edit: "Modifier le projet R&D" }}
      submitLabels={{ create: "Créer", edit: "Mettre à jour" }}
      tableTitle={(count) => `Projets R&D (${count})`}
      emptyText="Aucun projet R&D enregistré"
      saveErrorTitle="Erreur lors de la sauvegarde"
      rowName={(row) => text(row.title)}
      columns={[
        { header: "Titre", cell: (row) => text(row.title), className: "font-medium" },
        {
          header: "Catégorie",
          cell: (row) =>
            typeof row.category === "string" && row.category !== "" ? (
              <Badge variant="secondary">{row.category}</Badge>
            ) : (
              "—"
            ),
        },
        { header: "Statut", cell: (row) => <StatusBadge status={row.status} /> },
        {
          header: "Équipe",
          cell: (row) => {
            const team = Array.isArray(row.team) ? row.team : [];
            return team.length > 0 ? `${team.length} membres` : "Aucun";
          },
        },
      ]}
    />
  );
}
