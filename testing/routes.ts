/**
 * The public routes and the languages (docs/product.md), written out for the tests on purpose rather than
 * imported from app/site/lib/site-config.ts: a route the app dropped must fail a test, not vanish from it.
 */
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/research",
  "/markets",
  "/cases",
  "/contact",
  "/legal",
  "/privacy",
  "/demos",
] as const;

/** Every admin screen (app/routes.ts, prefix "admin", inside the guarded layout). */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/services",
  "/admin/cases",
  "/admin/research",
  "/admin/markets",
  "/admin/demos",
  "/admin/testimonials",
  "/admin/media",
  "/admin/messages",
  "/admin/questions",
  "/admin/journal",
  "/admin/site-texts",
  "/admin/apercu",
  "/admin/translations",
  "/admin/team",
  "/admin/account",
];

export const LANGUAGES = ["fr", "en", "ar"] as const;
