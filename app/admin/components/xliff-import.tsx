import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  type ImportReport,
  importXliff,
  refusalReason,
  unitLabel,
} from "~/admin/lib/xliff-exchange";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api/client";
import { notify } from "./notify";

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * 'Importer': one XLIFF file back from a translation tool; its translations are written as the
 * person's, and the screen says how many were updated, left unchanged, and which were refused
 * and why (a unit whose French changed since the export is never written over the newer French).
 */
export function XliffImport() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!file) {
      notify.error("Choisissez un fichier XLIFF.");
      return;
    }
    setBusy(true);
    try {
      setReport(await importXliff(file));
    } catch (error) {
      setReport(null);
      notify.error(
        error instanceof ApiError && error.status < 500
          ? `Le fichier n'a pas été importé : ${error.message}`
          : "Le fichier n'a pas pu être importé. Réessayez.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Importer des traductions</h2>
        <p className="text-sm text-muted-foreground">
          Le fichier XLIFF exporté ici, traduit dans votre outil : ses traductions remplacent celles
          du site.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form
          noValidate
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={inputId}>Fichier XLIFF</Label>
            <input
              id={inputId}
              type="file"
              accept=".xlf,.xliff,.xml,application/xliff+xml,application/xml,text/xml"
              className="max-w-full text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              <UploadIcon aria-hidden="true" />
              Importer
            </Button>
          </div>
        </form>
        {report ? <ImportResult report={report} /> : null}
      </CardContent>
    </Card>
  );
}

function ImportResult({ report }: { report: ImportReport }) {
  return (
    <section aria-label="Résultat de l'import" className="flex flex-col gap-3" aria-live="polite">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>{plural(report.updated, "traduction mise à jour", "traductions mises à jour")}</li>
        <li>{plural(report.unchanged, "inchangée", "inchangées")}</li>
        <li>{plural(report.refused.length, "refusée", "refusées")}</li>
      </ul>
      {report.refused.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Traductions refusées</h3>
          <ul className="flex flex-col divide-y rounded-md border text-sm">
            {report.refused.map((unit) => (
              <li key={unit.id} className="flex flex-col gap-0.5 px-3 py-2">
                <span className="wrap-break-word font-medium">{unitLabel(unit.id)}</span>
                <span>{refusalReason(unit.reason)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
