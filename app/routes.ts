import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// One file per screen, grouped by area; /cases/:slug is one case study's page. The public
// screens are in app/site/routes and keep their ids (routes/site/…): pages read their layout's
// data by its id, and the router's data names them.
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
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("services", "routes/admin/services.tsx"),
      route("cases", "routes/admin/cases.tsx"),
      route("research", "routes/admin/research.tsx"),
      route("markets", "routes/admin/markets.tsx"),
      route("demos", "routes/admin/demos.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("journal", "routes/admin/journal.tsx"),
      route("site-texts", "routes/admin/site-texts.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
