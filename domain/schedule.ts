/**
 * Scheduled publication: a publishable row's `publish_at` (a draft goes public once it has
 * passed) and `unpublish_at` (a published row goes back to draft), kept in UTC as ISO 8601 and
 * shown and typed in the site's time zone (`SITE_TIME_ZONE`, Europe/Paris by default). Shared by
 * the admin's form and badges and the server; only `Intl`, no time zone library.
 */

export const DEFAULT_SITE_TIME_ZONE = "Europe/Paris";

/** The columns a publishable row schedules itself with. */
export const SCHEDULE_COLUMNS = ["publish_at", "unpublish_at"] as const;
export type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number];

export const SCHEDULE_LABELS: Record<ScheduleColumn, string> = {
  publish_at: "Publier le",
  unpublish_at: "Dépublier le",
};

export const UNPUBLISH_BEFORE_PUBLISH =
  "La date de dépublication doit suivre la date de publication";

/** Whether `Intl` knows the zone (an IANA name such as Europe/Paris or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A date format in each time zone, made on the zone's first use and kept: a format costs far more
 * to make than to use, and a list formats many instants in the same zone.
 */
export function formatPerZone(
  options: Intl.DateTimeFormatOptions,
  locale = "fr-FR",
): (zone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let format = formats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
      formats.set(zone, format);
    }
    return format;
  };
}

const partsFormat = formatPerZone(
  {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  },
  "en-US",
);

/** The wall clock of `zone` at an instant: year, month (1–12), day, hour, minute, second. */
function wallClock(instant: number, zone: string) {
  const out: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return out as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A stored instant as the value of a `datetime-local` input in `zone` ("2026-11-27T09:00");
 * "" for none.
 */
export function toZonedInput(iso: unknown, zone: string): string {
  if (typeof iso !== "string" || iso === "") return "";
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const DAY_MS = 86_400_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value typed in `zone` as a UTC ISO string; null when empty, undefined when
 * it is not a date and time. A wall time the zone skips (the spring change) is read with the
 * offset before the change, as the browsers' own pickers do; one it repeats (autumn), the first.
 */
export function fromZonedInput(local: string, zone: string): string | null | undefined {
  const text = local.trim();
  if (text === "") return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const asUtc = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d) return undefined;
  // The zone's offsets a day either side of the guess (at most one change between them): the
  // earlier one wins where both readings exist.
  const candidates = [offsetAt(asUtc - DAY_MS, zone), offsetAt(asUtc + DAY_MS, zone)];
  for (const offset of candidates) {
    const instant = asUtc - offset;
    if (offsetAt(instant, zone) === offset) return new Date(instant).toISOString();
  }
  return new Date(asUtc - (candidates[0] as number)).toISOString();
}

const frenchFormat = formatPerZone({ dateStyle: "long", timeStyle: "short" });

/** An instant in French in `zone`: "27 novembre 2026 à 09:00". */
export function formatScheduleTime(iso: string, zone: string): string {
  return frenchFormat(zone).format(new Date(iso));
}

/**
 * The zone as the form names it under the fields, by its city (the IANA name's last part,
 * underscores as spaces): "Heure de Paris", "Heure de New York"; UTC stays "UTC".
 */
export const zoneNote = (zone: string) =>
  zone.includes("/") ? `Heure de ${zone.split("/").at(-1)!.replaceAll("_", " ")}` : `Heure ${zone}`;

/**
 * The badge beside a row's state, or nothing: 'Programmé le …' for a publication to come,
 * 'Dépublication le …' for a published row's withdrawal to come.
 */
export function scheduleBadge(row: Record<string, unknown>, zone: string): string | undefined {
  const publishAt = typeof row.publish_at === "string" ? row.publish_at : undefined;
  const unpublishAt = typeof row.unpublish_at === "string" ? row.unpublish_at : undefined;
  if (publishAt && row.published === false) {
    return `Programmé le ${formatScheduleTime(publishAt, zone)}`;
  }
  if (unpublishAt && row.published !== false) {
    return `Dépublication le ${formatScheduleTime(unpublishAt, zone)}`;
  }
  return undefined;
}

/** A time to come at `now`: a scheduled publication or withdrawal. */
export const isToCome = (value: unknown, now = Date.now()) =>
  typeof value === "string" && value !== "" && Date.parse(value) > now;

export const SCHEDULED_CONFLICT_MESSAGE =
  "Une fiche dont la publication est programmée reste un brouillon jusqu'à cette date : publiez-la maintenant en effaçant « Publier le », ou laissez-la en brouillon";

/**
 * A row given a publication to come is a draft until then, whatever `published` says. `sent` is
 * what the write named, `row` the row it makes (a partial update: the stored row with the
 * change). Asking `published: true` while the row's `publish_at` is to come (sent, or stored and
 * kept) is a conflict, answered true. A write that names a `publish_at` to come without naming
 * `published` makes the row a draft (`row.published` set to false): choosing a later publication
 * for a published row withdraws it until then. A write naming neither leaves the row as it is.
 */
export function scheduleConflict(
  sent: Record<string, unknown>,
  row: Record<string, unknown>,
  now = Date.now(),
): boolean {
  if (!isToCome(row.publish_at, now)) return false;
  if (sent.published === true) return true;
  if ("publish_at" in sent && !("published" in sent)) row.published = false;
  return false;
}

/** The rule across the two dates: a withdrawal set with a publication comes after it. */
export function checkSchedule(row: Record<string, unknown>): Record<string, string> {
  const publishAt = typeof row.publish_at === "string" ? Date.parse(row.publish_at) : Number.NaN;
  const unpublishAt =
    typeof row.unpublish_at === "string" ? Date.parse(row.unpublish_at) : Number.NaN;
  if (!Number.isNaN(publishAt) && !Number.isNaN(unpublishAt) && unpublishAt <= publishAt) {
    return { unpublish_at: UNPUBLISH_BEFORE_PUBLISH };
  }
  return {};
}
