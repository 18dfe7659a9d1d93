import { describe, expect, it } from "vitest";
import { foldText } from "#domain/search";
import { asksForPerson } from "./handover";
import { QuestionWords } from "./question";
import { isStopword, isYesNoQuestion, stemsOf } from "./text";

/**
 * The assistant's text rules met in the twelfth to eighteenth held-out sets' classes of miss
 * (decisions 205, 206, 207, 209, 210, 211 and 213): words around a question and hand-over
 * phrasings. Each test phrased afresh.
 */
/** A question's own words' stems, each word stemmed as the index would. */
const own = (question: string) =>
  new QuestionWords(question, (word) => ({
    own: stemsOf(word, "any"),
    forms: [],
    nouns: [],
  })).own.flat();

describe("the assistant's text rules, words around a question", () => {
  it("takes an Arabic preposition of one letter with a pronoun, holding to, helping, people of, going on and being done as saying nothing", () => {
    for (const word of ["بهم", "لها", "نلتزم", "ساعدونا", "نساعد", "ذوو", "نكمل", "نخلص"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes the Gulf 'when' and the firm's taking as saying nothing", () => {
    for (const word of ["لما", "تاخذون", "تاخذونه"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes instead, usually, until, internal and handling as saying nothing, in the three languages", () => {
    for (const word of [
      "plutôt",
      "habituellement",
      "jusque",
      "instead",
      "usually",
      "until",
      "internally",
      "handled",
      "بدل",
      "لين",
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("recognises 'c'est combien' as a price asked and being put through in Arabic, and leaves a delay or a message received alone", () => {
    for (const question of [
      "c'est combien une appli mobile ?",
      "un chiffrage pour notre entrepôt de données ?",
      "وصلوني بالمدير لو سمحتوا",
    ])
      expect(asksForPerson(question), question).toBe(true);
    for (const question of ["c'est combien de temps pour un audit ?", "وصلني رد منكم امس"])
      expect(asksForPerson(question), question).toBe(false);
  });

  it("takes taking, the end of a time, each, actually, a couple of and can in Arabic as saying nothing", () => {
    for (const word of [
      "prenez",
      "prendre",
      "bout",
      "each",
      "actually",
      "couple",
      "won",
      "done",
      "يمكن",
      "تستطيعون",
      "معا",
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("recognises a proposal sent as a quote asked, and leaves a proposal talked of alone", () => {
    for (const question of [
      "could you email us a proposal for the data audit?",
      "envoyez-moi une proposition pour la refonte",
      "ابعثوا لنا عرض للمشروع",
    ])
      expect(asksForPerson(question), question).toBe(true);
    for (const question of [
      "what makes a good research proposal?",
      "une proposition de valeur, c'est quoi ?",
    ])
      expect(asksForPerson(question), question).toBe(false);
  });

  it("reads whether something costs extra as asking what comes included, and a price asked of it as a price", () => {
    for (const question of [
      "does hosting cost extra once the site is live?",
      "la formation des équipes est en supplément ?",
      "الدعم الفني يكلف زيادة بعد التسليم؟",
    ])
      expect(asksForPerson(question), question).toBe(false);
    for (const question of [
      "how much does the hosting cost extra?",
      "combien coûte la formation en supplément ?",
    ])
      expect(asksForPerson(question), question).toBe(true);
  });

  it("takes doable and how many by hundreds or thousands as saying nothing, in the three languages", () => {
    for (const word of ["faisable", "centaines", "doable", "thousands", "آلاف", "مئات"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes putting, inside and outside, Gulf giving, ours, going out and this field as saying nothing", () => {
    for (const word of ["mettons", "inside", "outside", "تعطونه", "حقتنا", "برا", "بهالمجال"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("reads 'propre' after a possessive as one's own and after a noun as clean", () => {
    expect(own("sur vos propres machines")).not.toContain("propr");
    expect(own("des fichiers propres")).toContain("propr");
  });

  it("recognises being connected with someone or a sales rep named as a person asked", () => {
    for (const question of ["could you connect us with your data team?", "a sales rep please"])
      expect(asksForPerson(question), question).toBe(true);
    expect(asksForPerson("can it connect to our CRM?")).toBe(false);
  });

  it("takes the Gulf 'what' and a thing's including as saying nothing", () => {
    for (const word of ["شنو", "شنهو", "يشمل", "تشمل"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes the Arabic 'not' as saying nothing, as 'or not' is", () => {
    expect(isStopword(foldText("لا"))).toBe(true);
  });

  it("takes the Arabic way of doing as saying nothing, as 'façon' is", () => {
    for (const word of ["طريقة", "طريقتهم"]) expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes doing a thing correctly or properly as saying nothing, in French and English", () => {
    for (const word of ["correctement", "properly", "correctly"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes the Gulf 'who' as saying nothing and as asking who, as 'مين' is", () => {
    expect(isStopword(foldText("منو"))).toBe(true);
    expect(isYesNoQuestion("منو يدير المشاريع عندكم؟")).toBe(false);
  });

  it("takes sending in French as saying nothing, as putting is", () => {
    for (const word of ["envoyer", "envoie", "envoyons"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("reads 'charge' after 'in' or 'en' as being in charge, no subject, and fees as a word", () => {
    expect(own("qui est en charge de la cybersécurité chez vous ?")).not.toContain("charg");
    expect(own("who is in charge of training?")).not.toContain("charg");
    expect(own("extra charges for hosting?")).toContain("charg");
  });

  it("reads costing before 'extra' as no subject, and a cost asked otherwise as a word", () => {
    expect(own("does the training cost extra for a second team?")).not.toContain("cost");
    expect(own("what does the training cost for a second team?")).toContain("cost");
  });

  it("takes what one sent in Arabic and the information with its article as saying nothing", () => {
    for (const word of ["أرسلت", "أرسلنا", "أرسلتها", "المعلومات"])
      expect(isStopword(foldText(word)), word).toBe(true);
    // Sending asked of ('how do I send…') stays a word.
    expect(isStopword(foldText("أرسل"))).toBe(false);
  });

  it("takes the Arabic 'in which' as saying nothing, as 'which' is", () => {
    expect(isStopword(foldText("بأي"))).toBe(true);
    expect(isStopword(foldText("أي"))).toBe(true);
  });

  it("reads running after 'you' as the firm's doing, no subject, and a thing running as a word", () => {
    expect(own("do you run audits of cloud setups?")).not.toContain("run");
    expect(own("will the model run on a laptop?")).toContain("run");
  });

  it("takes 'else' and 'forever' as saying nothing, as 'somewhere' and 'long' do", () => {
    expect(isStopword("else")).toBe(true);
    expect(isStopword("forever")).toBe(true);
  });

  it("recognises being put through to someone as a person asked, and getting through a task as none", () => {
    expect(asksForPerson("please put me through to a consultant")).toBe(true);
    expect(asksForPerson("will the chatbot get us through the busy season?")).toBe(false);
  });
});
