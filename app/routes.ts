import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// One file per screen, grouped by area; /cases/:slug is one case study's page. The public
// screens are in app/site/routes and the admin's in app/admin/routes; each keeps its id
// (routes/site/…, routes/admin/…): pages read their layout's data by its id, and the router's
// data names them.
export default [
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  layout("site/routes/layout.tsx", { id: "routes/site/layout" }, [
    index("site/routes/home.tsx", { id: "routes/site/home" }),
    route("about", "site/routes/about.tsx", { id: "routes/site/about" }),
    route("services", "site/routes/services.tsx", { id: "routes/site/services" }),
    route("research", "site/routes/research.tsx", { id: "routes/site/research" }),
    route("markets", "site/routes/markets.tsx", { id: "routes/site/markets" }),
    route("cases", "site/routes/cases.tsx", { id: "routes/site/cases" }),
    route("cases/:slug", "site/routes/case.tsx", { id: "routes/site/case" }),
    route("contact", "site/routes/contact.tsx", { id: "routes/site/contact" }),
    route("legal", "site/routes/legal.tsx", { id: "routes/site/legal" }),
    route("privacy", "site/routes/privacy.tsx", { id: "routes/site/privacy" }),
    route("demos", "site/routes/demos.tsx", { id: "routes/site/demos" }),
    route("*", "site/routes/not-found.tsx", { id: "routes/site/not-found" }),
  ]),
  ...prefix("admin", [
    route("login", "admin/routes/login.tsx", { id: "routes/admin/login" }),
    route("invitation", "admin/routes/invitation.tsx", { id: "routes/admin/invitation" }),
    route("reset", "admin/routes/reset.tsx", { id: "routes/admin/reset" }),
    layout("admin/routes/layout.tsx", { id: "routes/admin/layout" }, [
      index("admin/routes/dashboard.tsx", { id: "routes/admin/dashboard" }),
      route("services", "admin/routes/services.tsx", { id: "routes/admin/services" }),
      route("cases", "admin/routes/cases.tsx", { id: "routes/admin/cases" }),
      route("research", "admin/routes/research.tsx", { id: "routes/admin/research" }),
      route("markets", "admin/routes/markets.tsx", { id: "routes/admin/markets" }),
      route("demos", "admin/routes/demos.tsx", { id: "routes/admin/demos" }),
      route("testimonials", "admin/routes/testimonials.tsx", { id: "routes/admin/testimonials" }),
      route("media", "admin/routes/media.tsx", { id: "routes/admin/media" }),
      route("messages", "admin/routes/messages.tsx", { id: "routes/admin/messages" }),
      route("questions", "admin/routes/questions.tsx", { id: "routes/admin/questions" }),
      route("journal", "admin/routes/journal.tsx", { id: "routes/admin/journal" }),
      route("site-texts", "admin/routes/site-texts.tsx", { id: "routes/admin/site-texts" }),
      route("apercu", "admin/routes/apercu.tsx", { id: "routes/admin/apercu" }),
      route("translations", "admin/routes/translations.tsx", { id: "routes/admin/translations" }),
      route("team", "admin/routes/team.tsx", { id: "routes/admin/team" }),
      route("account", "admin/routes/account.tsx", { id: "routes/admin/account" }),
    ]),
  ]),
] satisfies RouteConfig;
