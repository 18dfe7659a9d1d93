import {
  BriefcaseIcon,
  FlaskConicalIcon,
  GlobeIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  MailIcon,
  PlayCircleIcon,
  QuoteIcon,
  TypeIcon,
  WrenchIcon,
} from "lucide-react";

/**
 * The sidebar entries, in order; 'Témoignages' after Démos, 'Textes du site' (the public pages'
 * other texts), 'Messages' (the contact inbox), then 'Journal' (the audit log).
 */
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboardIcon, end: true },
  { to: "/admin/services", label: "Services", icon: WrenchIcon, end: false },
  { to: "/admin/cases", label: "Études de cas", icon: BriefcaseIcon, end: false },
  { to: "/admin/research", label: "Recherches", icon: FlaskConicalIcon, end: false },
  { to: "/admin/markets", label: "Marchés", icon: GlobeIcon, end: false },
  { to: "/admin/demos", label: "Démos", icon: PlayCircleIcon, end: false },
  { to: "/admin/testimonials", label: "Témoignages", icon: QuoteIcon, end: false },
  { to: "/admin/site-texts", label: "Textes du site", icon: TypeIcon, end: false },
  { to: "/admin/messages", label: "Messages", icon: MailIcon, end: false },
  { to: "/admin/journal", label: "Journal", icon: HistoryIcon, end: false },
] as const;

/** The header shows the active entry's label, Dashboard by default. */
export function activeLabel(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  const entry = ADMIN_NAV.find((item) => (item.end ? path === item.to : path.startsWith(item.to)));
  return entry?.label ?? "Dashboard";
}
