import { describe, expect, it } from "vitest";
import { ar } from "#domain/i18n/ar";
import { en } from "#domain/i18n/en";
import { fr } from "#domain/i18n/fr";
import { translate } from "./translate";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("translation catalogs", () => {
  it("have exactly the same keys in French, English and Arabic", () => {
    const keys = Object.keys(fr).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(ar).sort()).toEqual(keys);
  });

  it("have no empty text and the same placeholders in every language", () => {
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      for (const catalog of [fr, en, ar]) {
        expect(catalog[key].trim(), key).not.toBe("");
        expect(placeholders(catalog[key]), key).toEqual(placeholders(fr[key]));
      }
    }
  });

  it("keep the required texts letter for letter", () => {
    expect(en["notFound.title"]).toBe("Oops! Page not found");
    expect(en["header.requestDemo"]).toBe("Request Demo");
    expect(en["contact.form.sending"]).toBe("Sending...");
    expect(fr["assistant.title"]).toBe("Assistant ADA");
    expect(fr["demos.loading"]).toBe("Chargement des démonstrations...");
    expect(fr["demos.openPdf"]).toBe("Ouvrir le PDF");
    expect(fr["demos.openLink"]).toBe("Accéder au lien");
    expect(fr["contact.toast.successTitle"]).toBe("Message envoyé");
    expect(fr["contact.toast.successDescription"]).toBe(
      "Nous vous contacterons dans les plus brefs délais.",
    );
    expect(fr["contact.toast.errorDescription"]).toBe(
      "Impossible d'envoyer le message. Réessayez plus tard.",
    );
    expect(fr["contact.toast.networkError"]).toBe(
      "Une erreur est survenue lors de l'envoi du message.",
    );
    expect(fr["research.status.ongoing"]).toBe("En cours");
    expect(fr["research.status.planned"]).toBe("Planifié");
    expect(fr["research.status.completed"]).toBe("Complété");
  });
});

describe("translate", () => {
  it("fills placeholders and shows the key itself when it is missing", () => {
    expect(translate(fr, "footer.copyright", { year: 2026, siteName: "ADA" })).toBe(
      "© 2026 ADA. Tous droits réservés.",
    );
    expect(translate({}, "nav.home")).toBe("nav.home");
  });
});
