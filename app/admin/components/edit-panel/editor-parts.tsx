import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** An editor still loading what it edits, or unable to. */
export function EditorStatus({ failed, what }: { failed: boolean; what: string }) {
  return failed ? (
    <p role="alert" className="text-sm text-destructive">
      Impossible de charger {what}. Rechargez la page ou réessayez dans un instant.
    </p>
  ) : (
    <Spinner label="Chargement..." />
  );
}

/**
 * An editor's actions: 'Enregistrer' (for a member who writes one of its languages, once
 * something changed) and the link to where the whole row or text is edited.
 */
export function EditorFooter({
  saving,
  canSave,
  writes,
  open,
}: {
  saving: boolean;
  canSave: boolean;
  writes: boolean;
  open: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {writes ? (
        <Button type="submit" disabled={saving || !canSave}>
          {saving ? "Enregistrement..." : "Enregistrer"}
        </Button>
      ) : null}
      <Link className={buttonVariants({ variant: "outline" })} to={open.to}>
        <ExternalLinkIcon aria-hidden="true" />
        {open.label}
      </Link>
    </div>
  );
}
