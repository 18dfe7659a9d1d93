import {
  BriefcaseIcon,
  EyeIcon,
  FlaskConicalIcon,
  GlobeIcon,
  HistoryIcon,
  ImagesIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  MailIcon,
  MessageCircleQuestionIcon,
  PlayCircleIcon,
  QuoteIcon,
  TypeIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";
import type { Access } from "#domain/roles";

/**
 * The sidebar entries, in order; 'Témoignages' after Démos, 'Médiathèque' (every stored image
 * and its alternative texts), 'Textes du site' (the public pages'
 * other texts), 'Aperçu' (the public site with its drafts, edited where it is read), 'Traductions' (XLIFF to and from a translation tool), 'Messages' (the contact inbox), 'Questions des visiteurs' (what the assistant
 * could not answer), 'Journal' (the audit log), then 'Équipe' (the team's accounts). Each names
 * the access level of its screen: a member sees the entries it passes, and a screen it does not
 * pass is refused (the layout's guard reads the same level). What holds people's names and
 * addresses (the inbox, the visitors' questions, the journal, the team) is never a translator's.
 */
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboardIcon, end: true, access: "staff" },
  { to: "/admin/services", label: "Services", icon: WrenchIcon, end: false, access: "staff" },
  { to: "/admin/cases", label: "Études de cas", icon: BriefcaseIcon, end: false, access: "staff" },
  {
    to: "/admin/research",
    label: "Recherches",
    icon: FlaskConicalIcon,
    end: false,
    access: "staff",
  },
  { to: "/admin/markets", label: "Marchés", icon: GlobeIcon, end: false, access: "staff" },
  { to: "/admin/demos", label: "Démos", icon: PlayCircleIcon, end: false, access: "staff" },
  {
    to: "/admin/testimonials",
    label: "Témoignages",
    icon: QuoteIcon,
    end: false,
    access: "staff",
  },
  { to: "/admin/media", label: "Médiathèque", icon: ImagesIcon, end: false, access: "staff" },
  { to: "/admin/site-texts", label: "Textes du site", icon: TypeIcon, end: false, access: "staff" },
  { to: "/admin/apercu", label: "Aperçu", icon: EyeIcon, end: false, access: "staff" },
  {
    to: "/admin/translations",
    label: "Traductions",
    icon: LanguagesIcon,
    end: false,
    access: "staff",
  },
  { to: "/admin/messages", label: "Messages", icon: MailIcon, end: false, access: "editor" },
  {
    to: "/admin/questions",
    label: "Questions des visiteurs",
    icon: MessageCircleQuestionIcon,
    end: false,
    access: "editor",
  },
  { to: "/admin/journal", label: "Journal", icon: HistoryIcon, end: false, access: "admin" },
  { to: "/admin/team", label: "Équipe", icon: UsersIcon, end: false, access: "admin" },
] as const satisfies readonly {
  to: string;
  label: string;
  icon: unknown;
  end: boolean;
  access: Access;
}[];

const entryOf = (pathname: string) => {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_NAV.find((item) =>
    item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`),
  );
};

/** 'Mon compte', reached from the welcome line rather than the sidebar. */
export const ACCOUNT_PAGE = { to: "/admin/account", label: "Mon compte" } as const;

/** The header shows the active entry's label ('Mon compte' on its page), Dashboard by default. */
export function activeLabel(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  if (path === ACCOUNT_PAGE.to) return ACCOUNT_PAGE.label;
  return entryOf(pathname)?.label ?? "Dashboard";
}

/**
 * The access level of an admin path: its entry's, or `staff` for a page outside the sidebar
 * ('Mon compte' is every member's).
 */
export function accessOf(pathname: string): Access {
  return entryOf(pathname)?.access ?? "staff";
}

/** Who a screen of each level is for, as its refusal says it ('Cette page est réservée …'). */
export const RESERVED_TO: Record<Access, string> = {
  public: "à tous",
  user: "aux comptes connectés",
  staff: "à l'équipe du site",
  editor: "aux éditeurs et aux administrateurs",
  admin: "aux administrateurs",
};
