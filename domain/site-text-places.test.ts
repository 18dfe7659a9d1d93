import { describe, expect, it } from "vitest";
import { fr, type MessageKey } from "./i18n/fr";
import { SITE_TEXT_PAGES, siteTextPlace } from "./site-text-places";

const keys = Object.keys(fr) as MessageKey[];

describe("where site texts show", () => {
  it("places every catalog key on a page that shows it, or marks it as shown on none with where visitors meet it", () => {
    for (const key of keys) {
      const place = siteTextPlace(key);
      expect(place.section, key).toBeTruthy();
      if (place.path === null) expect(place.note, key).toBeTruthy();
      else expect(place.path, key).toMatch(/^\//);
    }
  });

  it("takes a key's section from its longest declared prefix", () => {
    expect(siteTextPlace("hero.title")).toMatchObject({
      page: "Accueil",
      section: "Bandeau d'accueil",
      path: "/",
    });
    expect(siteTextPlace("about.values.innovation.title")).toMatchObject({
      page: "À propos",
      section: "Nos valeurs",
      path: "/about",
    });
    expect(siteTextPlace("cases.results")).toMatchObject({ path: "/cases/:case" });
    expect(siteTextPlace("cases.title")).toMatchObject({ path: "/cases" });
    expect(siteTextPlace("contact.form.errorEmail")).toMatchObject({ path: null });
    expect(siteTextPlace("contact.form.name")).toMatchObject({ path: "/contact" });
    expect(siteTextPlace("meta.home.title").note).toMatch(/moteurs de recherche/);
  });

  it("declares no prefix that no key has (a renamed key leaves no stale place behind)", () => {
    for (const page of SITE_TEXT_PAGES) {
      for (const prefix of Object.keys(page.sections)) {
        expect(
          keys.some((key) => key === prefix || key.startsWith(`${prefix}.`)),
          prefix,
        ).toBe(true);
      }
    }
  });
});
