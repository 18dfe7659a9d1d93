import { useSyncExternalStore } from "react";
import { formatDateTime } from "~/admin/lib/audit-log";
import { useAdminContext } from "./admin-context";

const unchanging = () => () => {};

/**
 * `formatDateTime` as a screen says a moment: in the reader's time zone, but in the site's
 * (SITE_TIME_ZONE) in the server's HTML and while the page hydrates, since the server does not
 * know the reader's; so the text the browser first renders is the one the server sent.
 */
export function useDateTime(): (iso: string) => string {
  const { siteTimeZone } = useAdminContext();
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return (iso) => formatDateTime(iso, hydrated ? undefined : siteTimeZone);
}

/** A moment in French, date and time (`useDateTime`). */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const dateTime = useDateTime();
  return (
    <time dateTime={iso} className={className}>
      {dateTime(iso)}
    </time>
  );
}
