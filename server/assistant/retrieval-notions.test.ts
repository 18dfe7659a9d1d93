import { describe, expect, it } from "vitest";
import { firstStartIndex } from "../test/support/first-start-index";

/**
 * The first start's content asked in the words of the thirteenth to eighteenth held-out sets'
 * classes of miss (decisions 206, 207, 209, 210, 211 and 213): a machine of modest size, the site's texts
 * and images taken again, advertising, archives, the visitor's data sold, bookings by their short
 * French name, the Arabic demonstration, what would cost extra, the experience asked
 * of the firm. Each test phrased afresh.
 */
describe("AssistantIndex reading the notions visitors name in their own words", () => {
  const { shown } = firstStartIndex();

  it("reads a small server or machine as the modest servers compact models run on", () => {
    expect(shown("a small server on site for our chatbot, possible?", "en")).toContain("/research");
    expect(shown("نموذج ذكاء اصطناعي على جهاز صغير في الشركة، ممكن؟", "ar")).toContain("/research");
  });

  it("reads reusing the site's texts or images as the reproduction the legal notice forbids", () => {
    expect(shown("may we reuse a photo from your site in a brochure?", "en")).toContain("/legal");
    expect(shown("peut-on réutiliser vos textes sur notre intranet ?", "fr")).toContain("/legal");
  });

  it("reads advertising by its short French name and archives as documents", () => {
    expect(shown("votre site affiche-t-il de la pub ciblée avec des cookies ?", "fr")).toContain(
      "/privacy",
    );
    expect(shown("chercher dans nos archives avec une IA ?", "fr")).toContain("/services#ai");
  });

  it("reads the Arabic 'you sell' asked of the firm as the visitor's data sold", () => {
    expect(shown("هل تبيعون رقم جوالي وإيميلي؟", "ar")).toContain("/privacy");
  });

  it("reads 'résas' as the bookings a chatbot takes", () => {
    expect(shown("gérer nos résas avec un chatbot", "fr")).toContain("/cases/chatbot-clinique");
  });

  it("reads what would cost extra as what the site says comes included", () => {
    expect(shown("bug fixes after delivery, is that extra?", "en")).toContain("/about");
    expect(shown("are updates extra after go-live?", "en")).toContain("/");
  });

  it("reads the Arabic 'عرض' of a demonstration as the demos page", () => {
    expect(shown("عندكم عرض يوضح المساعد الذكي؟", "ar")).toContain("/demos");
  });

  it("reads the experience asked of the firm in Arabic as the cases it has done", () => {
    expect(shown("عندكم تجربة مع العيادات؟", "ar")).toContain("/cases");
  });

  it("reads what the firm holds about a visitor as the personal data it keeps", () => {
    expect(
      shown("what personal details do you hold on me, and can I get them wiped?", "en"),
    ).toContain("/privacy");
  });
});
