import type { MessageKey } from "./i18n/fr";

/**
 * Where each site text shows, declared once by page and section: a key belongs to the section
 * whose key prefix is its longest (a prefix is a whole key or the keys under it, `about.values`
 * holds `about.values.innovation.title`). A page with a `path` is one the preview opens (a
 * `:case` segment stands for any case study's address); a page without one gathers the texts no
 * page shows, with where a visitor meets them instead.
 */
export interface SiteTextPage {
  /** The page, named in French. */
  page: string;
  /** The public address that shows these texts; null: no page shows them. */
  path: string | null;
  /** For texts no page shows: where visitors meet them. */
  note?: string;
  /** Key prefix → the section's name. */
  sections: Record<string, string>;
}

/** The path segment standing for the address of a case study, any one. */
export const CASE_PATH_SEGMENT = ":case";

export const SITE_TEXT_PAGES: readonly SiteTextPage[] = [
  {
    page: "Communs à toutes les pages",
    path: "/",
    sections: {
      site: "Nom du site et lien d'évitement",
      nav: "Menu de navigation",
      header: "En-tête",
      footer: "Pied de page",
    },
  },
  {
    page: "Accueil",
    path: "/",
    sections: { hero: "Bandeau d'accueil", testimonials: "Témoignages" },
  },
  { page: "Services", path: "/services", sections: { services: "Nos services" } },
  {
    page: "À propos",
    path: "/about",
    sections: {
      about: "Présentation",
      "about.mission": "Notre mission",
      "about.values": "Nos valeurs",
      "about.advantage": "Notre garantie",
      "about.founders": "Les fondateurs",
    },
  },
  {
    page: "Marchés",
    path: "/markets",
    sections: {
      markets: "Présentation",
      "markets.regionsTitle": "Régions",
      "markets.europe": "Régions",
      "markets.gulf": "Régions",
      "markets.country": "Pays",
      "markets.sectorsTitle": "Secteurs",
      "markets.sector": "Secteurs",
    },
  },
  { page: "Recherche (R&D)", path: "/research", sections: { research: "Projets de recherche" } },
  {
    page: "Études de cas",
    path: "/cases",
    sections: {
      cases: "Liste des études de cas",
      "nav.pagination": "Pages de la liste",
      "nav.previous": "Pages de la liste",
      "nav.next": "Pages de la liste",
      "nav.page": "Pages de la liste",
    },
  },
  {
    page: "Une étude de cas",
    path: `/cases/${CASE_PATH_SEGMENT}`,
    sections: {
      "cases.challenge": "Le projet",
      "cases.solution": "Le projet",
      "cases.results": "Le projet",
      "cases.clientLabel": "Fiche du projet",
      "cases.industryLabel": "Fiche du projet",
      "cases.regionLabel": "Fiche du projet",
      "cases.region": "Fiche du projet",
      "cases.back": "Retour à la liste",
    },
  },
  {
    page: "Contact",
    path: "/contact",
    sections: { contact: "Coordonnées", "contact.form": "Formulaire de contact" },
  },
  { page: "Démonstrations", path: "/demos", sections: { demos: "Galerie" } },
  { page: "Mentions légales", path: "/legal", sections: { legal: "Mentions légales" } },
  {
    page: "Confidentialité",
    path: "/privacy",
    sections: { privacy: "Politique de confidentialité" },
  },
  {
    page: "Messages du formulaire de contact",
    path: null,
    note: "Montrés pendant l'envoi du formulaire, après lui ou sur une erreur.",
    sections: {
      "contact.toast": "Notifications",
      "contact.form.sending": "Formulaire de contact",
      "contact.form.sent": "Formulaire de contact",
      "contact.form.errorRequired": "Erreurs du formulaire",
      "contact.form.errorEmail": "Erreurs du formulaire",
      "contact.form.errorTooLong": "Erreurs du formulaire",
    },
  },
  {
    page: "Assistant ADA",
    path: null,
    note: "Dans la fenêtre de l'assistant, une fois ouverte par le visiteur.",
    sections: {
      assistant: "Fenêtre de l'assistant",
      "assistant.answer": "Réponses",
      "assistant.handover": "Transmission à l'équipe",
      "assistant.error": "Erreurs",
    },
  },
  {
    page: "Page introuvable",
    path: null,
    note: "Sur la page d'une adresse qui n'existe pas.",
    sections: { notFound: "Page introuvable" },
  },
  {
    page: "Référencement",
    path: null,
    note: "Dans l'onglet du navigateur et les résultats des moteurs de recherche.",
    sections: { meta: "Titres et descriptions des pages" },
  },
  {
    page: "Traduction automatique",
    path: null,
    note: "Jamais montré aux visiteurs : envoyé au modèle qui propose les traductions.",
    sections: { translation: "Glossaire" },
  },
];

/** Where one key shows: its page, its section, and the page's address (null: no page). */
export interface SiteTextPlace {
  page: string;
  section: string;
  path: string | null;
  note?: string;
  /** Its place in the declaration's order: pages, then sections within a page. */
  rank: number;
}

const covers = (prefix: string, key: string) => key === prefix || key.startsWith(`${prefix}.`);

/** The place of a key: the section of the longest prefix declared for it. */
export function siteTextPlace(key: MessageKey): SiteTextPlace {
  let best: { prefix: string; page: SiteTextPage; section: string; rank: number } | undefined;
  for (const [index, page] of SITE_TEXT_PAGES.entries()) {
    const sections = [...new Set(Object.values(page.sections))];
    for (const [prefix, section] of Object.entries(page.sections)) {
      if (covers(prefix, key) && prefix.length > (best?.prefix.length ?? -1)) {
        best = { prefix, page, section, rank: index * 100 + sections.indexOf(section) };
      }
    }
  }
  if (!best) throw new Error(`The site text ${key} has no declared place`);
  const { page, section, rank } = best;
  return {
    page: page.page,
    section,
    path: page.path,
    ...(page.note ? { note: page.note } : {}),
    rank,
  };
}
