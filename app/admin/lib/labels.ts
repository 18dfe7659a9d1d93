import type { Language } from "#domain/languages";

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

const dateFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC" });
const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/** Dates in French format in the admin (dd/mm/yyyy). */
export function formatDate(value: unknown): string {
  if (typeof value !== "string" || value === "") return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatEuro(value: unknown): string {
  return typeof value === "number" ? euroFormat.format(value) : "—";
}

export function formatNumber(value: unknown): string {
  return typeof value === "number" ? numberFormat.format(value) : "0";
}
