import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// One file per screen, grouped by area; /cases/:slug is one case study's page.
export default [
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("services", "routes/site/services.tsx"),
    route("research", "routes/site/research.tsx"),
    route("markets", "routes/site/markets.tsx"),
    route("cases", "routes/site/cases.tsx"),
    route("cases/:slug", "routes/site/case.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("legal", "routes/site/legal.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("demos", "routes/site/demos.tsx"),
    route("*", "routes/site/not-found.tsx"),
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
