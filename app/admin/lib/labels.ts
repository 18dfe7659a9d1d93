import type { Language } from "#domain/languages";
import { intlFormat } from "./intl-formats";

/** The languages as the (French) back office names them. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  fr: "Français",
  en: "Anglais",
  ar: "Arabe",
};

/** French labels of enum values shown in the admin (research statuses, demo types, regions). */
export const ENUM_LABELS: Record<string, string> = {
  planned: "Planifié",
  ongoing: "En cours",
  completed: "Terminé",
  video: "Vidéo",
  image: "Image",
  pdf: "PDF",
  lien: "Lien",
  europe: "Europe",
  gulf: "Golfe",
};

export const enumLabel = (value: string) => ENUM_LABELS[value] ?? value;

const euroFormat = intlFormat(
  () => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }),
);
const numberFormat = intlFormat(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }));

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * Dates in French format in the admin (dd/mm/yyyy, the UTC day), as `Intl` writes them in French,
 * but without an `Intl` object: the dashboard's only formatting, so that it hydrates without
 * loading the locale's data.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== "string" || value === "") return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

export function formatEuro(value: unknown): string {
  return typeof value === "number" ? euroFormat().format(value) : "—";
}

export function formatNumber(value: unknown): string {
  return typeof value === "number" ? numberFormat().format(value) : "0";
}
