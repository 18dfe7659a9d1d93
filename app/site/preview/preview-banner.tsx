/** The look of the preview's notices: French, left to right, whatever the page's language. */
const NOTICE =
  "rounded-md border border-amber-500 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50";

/** Above every page of the preview: what the frame shows is not yet the public site. */
export function PreviewBanner() {
  return (
    <p lang="fr" dir="ltr" role="status" className={`m-2 ${NOTICE}`}>
      Aperçu : la page telle que les visiteurs la verront, brouillons et publications programmées
      compris.
    </p>
  );
}

/** A draft shown in the preview: not published, and when it will be if it is scheduled. */
export function DraftNotice({ schedule }: { schedule: string | null }) {
  return (
    <p lang="fr" dir="ltr" role="status" className={`mb-8 ${NOTICE}`}>
      {`Brouillon : cette page n'est pas encore publiée.${schedule ? ` ${schedule}.` : ""}`}
    </p>
  );
}
