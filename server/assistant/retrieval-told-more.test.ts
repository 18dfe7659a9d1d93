import { describe, expect, it } from "vitest";
import { firstStartIndex } from "../test/support/first-start-index";

/**
 * The first start's content asked in the words of the fourteenth held-out set's classes of miss
 * (decision 207) about what visitors tell around their question: a word said twice, a clause
 * opening on who they are, a sentence told before a question, a clause after a question holding
 * no more of the site's words than of others, a verb elided onto a pronoun. Each test phrased
 * afresh.
 */
describe("AssistantIndex reading what visitors tell around their question, more", () => {
  const { shown, findsNothing } = firstStartIndex();

  it("takes a word said twice as asked in its last clause, not as the visitor's own", () => {
    expect(shown("عندنا متجر عطور في الكويت، تشتغلون في الكويت؟", "ar")).toContain("/markets");
  });

  it("weighs a clause opening on who the visitor is as around what is asked", () => {
    expect(shown("نحن جمعية خيرية تابعة للوزارة، تشتغلون مع الجهات الحكومية؟", "ar")).toContain(
      "/markets",
    );
  });

  it("weighs a sentence told before a question as around what is asked", () => {
    expect(
      shown(
        "regional courier, our parcel tracking runs on old boxes in a cupboard. could you help migrate it to the cloud?",
        "en",
      ),
    ).toContain("/services#security");
  });

  it("weighs a clause after a question holding no more of the site's words than of others as around it", () => {
    expect(shown("who is the site publisher? needed for a vendor sheet", "en")).toContain("/legal");
  });

  it("reads 'j'ai', 'n'ai' and 'n'importe' as no subject: the French 'ai' is no AI", () => {
    findsNothing("j'ai plus de forfait mobile, je fais comment ?", "fr");
    findsNothing("je n'ai plus de réseau mobile", "fr");
    expect(shown("former nos vendeurs à ChatGPT sans faire n'importe quoi ?", "fr")).toContain(
      "/services#training",
    );
  });
});
