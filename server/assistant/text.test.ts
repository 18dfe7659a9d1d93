import { describe, expect, it } from "vitest";
import { foldText } from "#domain/search";
import { asksForPerson } from "./handover";
import { arabicForms, arabicVerbNouns } from "./matching";
import { isStopword, isYesNoQuestion, lightArabicStem, stemsOf, termsOf } from "./text";

/** Each of `asking` asks for a person (handed over), none of `notAsking` does. */
function expectPersonAsked(asking: string[], notAsking: string[]): void {
  for (const question of asking) expect(asksForPerson(question), question).toBe(true);
  for (const question of notAsking) expect(asksForPerson(question), question).toBe(false);
}

const sharedStems = (a: string, b: string, lang: "any" | "ar" | "en") =>
  stemsOf(foldText(a), lang).filter((stem) => stemsOf(foldText(b), lang).includes(stem));

describe("the assistant's text rules", () => {
  it("gives an Arabic word and its forms with article, plural or possessive the same stem", () => {
    const stem = (word: string) => lightArabicStem(foldText(word));
    expect(stem("البيانات")).toBe(stem("بيانات"));
    expect(stem("خدماتنا")).toBe(stem("خدمة"));
    expect(stem("للعيادات")).toBe(stem("عيادة"));
    // Short words keep three letters.
    expect(stem("ويب")).toBe("ويب");
  });

  it("takes the clitics off an Arabic word, and keeps a preposition with a pronoun a stopword", () => {
    const forms = (word: string) => arabicForms(foldText(word));
    // And, with, the; a possessive with the feminine ending back; a verb's person and plural.
    expect(forms("وبالشركة")).toContain(foldText("شركة"));
    expect(forms("شركتنا")).toContain(foldText("شركة"));
    expect(forms("نتواصل")).toContain("تواصل");
    expect(forms("تصممون")).toContain("صمم");
    // Three letters always remain.
    expect(forms("بيت").every((form) => form.length >= 3)).toBe(true);
    expect(isStopword(foldText("معكم"))).toBe(true);
    expect(isStopword(foldText("فيني"))).toBe(true);
    // 'فني' (technical) is no 'ف' with a pronoun: one letter is not a preposition left.
    expect(isStopword(foldText("فني"))).toBe(false);
    // 'and' before a stopword leaves a stopword ('ونبي': and we want), not before a word.
    expect(isStopword(foldText("ونبي"))).toBe(true);
    expect(isStopword(foldText("وعندكم"))).toBe(true);
    expect(isStopword(foldText("وجوال"))).toBe(false);
  });

  it("keeps each word and its stem, French and English both when the language is not known", () => {
    expect(termsOf("les cliniques", "fr")).toEqual(["cliniqu", "cliniques"]);
    expect(termsOf("clinique", "fr")).toEqual(["cliniqu", "clinique"]);
    expect(termsOf("chatbots for clinics", "en")).toEqual([
      "chatbot",
      "chatbots",
      "clinic",
      "clinics",
    ]);
    expect(termsOf("Développement", "fr")).toEqual(termsOf("developpement", "fr"));
    // "format" is the French stem and the English one alike; the word itself beside it.
    expect(stemsOf("formations", "any")).toEqual(["format", "formations"]);
    // French keeps "reporting" whole; English stems it.
    expect(stemsOf("reporting", "any")).toEqual(["reporting", "report"]);
  });

  it("takes another form of a stopword, a preposition or a word of degree as saying nothing", () => {
    for (const word of [
      ...["needs", "wanted", "faits", "souhaitez", "really", "sous", "through", "كم"],
      ...["veut", "pourriez", "should", "tell", "explain"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    // Gulf words around a question: you can, now, a lot, I mean, you want.
    for (const word of ["تقدرون", "الحين", "وايد", "يعني", "تبون", "وتبون"])
      expect(isStopword(foldText(word)), word).toBe(true);
    // A stopword's stem as a whole word, and a word whose stem only looks like one, stay words.
    for (const word of ["propos", "saas", "clinique", "needle"])
      expect(isStopword(word), word).toBe(false);
  });

  it("takes things, quantities, phrasal particles and the fillers of talk as saying nothing", () => {
    for (const word of [
      ...["something", "out", "up", "kind", "information", "taken"],
      ...["comme", "genre", "coup", "vrai", "dessus", "infos", "montrez", "dire"],
      ...["قبل", "بعد", "كله", "ينفع", "ومو", "بدون", "مثلنا"],
      // Years and months say how long, never of what.
      ...["years", "month", "annees", "mois", "سنة", "سنوات"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    // A subject stays one: 'commerce' is no 'comme', 'outils' no 'out', 'مثال' no 'مثل'.
    for (const word of ["commerce", "outils", "setting", "مثال"])
      expect(isStopword(foldText(word)), word).toBe(false);
  });

  it("takes words of degree, of manner and of obligation around a question as saying nothing", () => {
    for (const word of [
      ...["precisement", "déjà", "uniquement", "façon", "devons", "aidez", "soient"],
      ...["precisely", "already", "don", "gives", "side", "way"],
      ...["تماما", "نبحث", "ندور", "بالضبط", "الجهات", "خلال"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    // The research the verb comes from stays a subject.
    for (const word of ["بحث", "recherche", "research"])
      expect(isStopword(foldText(word)), word).toBe(false);
  });

  it("takes seeing, taking care of, now, a period, using, and the speed and ease wanted as saying nothing", () => {
    for (const word of [
      ...[
        "voyez",
        "occupent",
        "maintenant",
        "période",
        "rapidement",
        "vite",
        "facile",
        "utilisent",
      ],
      ...["watch", "see", "currently", "period", "quickly", "faster", "easily", "simple"],
      ...["نشوف", "تشوف", "واحد", "بسرعة", "سهلة", "سريع"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    // What is seen stays a subject; which is best stays asked ('the best gym in Dubai' is no
    // question about the firm).
    for (const word of ["vidéo", "demo", "فيديو", "best", "meilleur", "افضل"])
      expect(isStopword(foldText(word)), word).toBe(false);
  });

  it("takes elisions typed without an apostrophe, filling in, one's own, near, today and 'or not' as saying nothing", () => {
    for (const word of [
      ...["jai", "cest", "quils", "jsuis", "remplissez", "près", "demain"],
      ...["filled", "own", "nearby", "today", "tomorrow"],
      ...["ولا", "قرب", "اليوم", "بكرة"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    expect(termsOf("aujourd'hui", "fr")).toEqual([]);
    // What is filled in stays the subject.
    for (const word of ["formulaire", "form", "نموذج"])
      expect(isStopword(foldText(word)), word).toBe(false);
  });

  it("takes several, hesitating, knowing how, wishing, none, the whole, rather, someone, here, becoming, current, showing and the firm's doing as saying nothing", () => {
    for (const word of [
      ...["plusieurs", "hésite"],
      ...["savez", "aimerait", "aucune"],
      ...["whole", "rather", "somebody", "here", "become"],
      ...["وريني", "يشوف", "ويشوف", "سويتوه", "أحد", "الحالية", "كامل"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    // What is shown or done stays the subject.
    for (const word of ["exemples", "projects", "مشاريع"])
      expect(isStopword(foldText(word)), word).toBe(false);
  });

  it("stems an English verb's irregular past as the verb, and reads 'R&D' as one word", () => {
    expect(sharedStems("built", "build", "en")).not.toEqual([]);
    expect(sharedStems("kept", "keeping", "any")).not.toEqual([]);
    expect(sharedStems("written", "write", "en")).not.toEqual([]);
    expect(termsOf("R&D projects", "en")).toContain("rd");
    expect(termsOf("la R & D", "fr")).toContain("rd");
    // A letter and a word are no acronym.
    expect(termsOf("AT&T", "en")).not.toContain("att");
  });

  it("reads the American '-ize' as the British '-ise', an Arabic word with its ending as without, a broken plural as its singular", () => {
    const shared = sharedStems;
    expect(shared("modernizing", "modernisation", "any")).not.toEqual([]);
    expect(shared("centralized", "centralised", "any")).not.toEqual([]);
    // 'pizza' has no '-ize' ending.
    expect(stemsOf("pizza", "en")).toEqual(["pizza"]);
    // The hamza on the line before an ending; the feminine 'ت' before a possessive.
    expect(shared("عملائنا", "العملاء", "ar")).not.toEqual([]);
    expect(shared("رسالتي", "رسالة", "ar")).not.toEqual([]);
    expect(shared("شركتنا", "الشركة", "ar")).not.toEqual([]);
    // A broken plural and its singular, by the plural's pattern.
    expect(shared("المشاريع", "مشروع", "ar")).not.toEqual([]);
    expect(shared("مواقع", "الموقع", "ar")).not.toEqual([]);
    expect(shared("الرسائل", "رسالة", "ar")).not.toEqual([]);
    expect(shared("مدارس", "مدرسة", "ar")).not.toEqual([]);
    expect(shared("تقارير", "تقرير", "ar")).not.toEqual([]);
  });

  it("recognises a visitor asking for a person, a call or a quote in the three languages", () => {
    for (const question of [
      "Je veux parler à quelqu'un",
      "je voudrais un devis",
      "Rappelez-moi demain",
      "call me",
      "Can I speak to a human?",
      "how much does it cost",
      "أريد التحدث مع شخص",
      "ابغى عرض سعر",
      "اتصلوا علي",
      "ابغى اتواصل مع مستشار",
      // What budget a project takes is its price.
      "il faut prévoir quel budget pour un tableau de bord ?",
      "what budget should we plan for a chatbot",
      "كم الميزانية لتطبيق جوال",
      // A cost asked in the Gulf future with a pronoun.
      "كم بيكلفنا موقع للمطعم",
      "كم راح يكلفني تطبيق توصيل",
    ]) {
      expect(asksForPerson(question), question).toBe(true);
    }
    for (const question of [
      "Do you build chatbots for clinics?",
      "protection des données personnelles",
      "حماية البيانات الشخصية",
      "combien de temps gardez-vous mes données",
      // A person the visitor says is done without is no one asked for.
      "un bot qui répond sans intervention humaine",
      "what share of requests is handled without a human",
      "كم طلب يخلصه البوت بدون موظف",
      // A budget the visitor describes asks no price.
      "valoriser nos données avec un petit budget",
    ]) {
      expect(asksForPerson(question), question).toBe(false);
    }
  });

  it("reads a person a bot hands over to as the bot's doing, a person named otherwise as asked for", () => {
    expectPersonAsked(
      [
        "je préfère une vraie personne plutôt que le bot",
        "a real person please, not a bot",
        "ابي شخص مو بوت",
      ],
      [
        "votre chatbot transfère-t-il à un conseiller quand il bloque ?",
        "does the bot hand over to a real person when it is stuck",
        "الروبوت يحول العميل الى شخص لما يعجز؟",
      ],
    );
  });

  it("reads a bot by its other names and the noun of its handing over, and a visitor handed over as asking", () => {
    expectPersonAsked(
      [
        "l'assistant peut me transférer à un conseiller ?",
        "can the bot transfer me to a representative",
        "ممكن البوت يحولني لموظف",
      ],
      [
        "votre robot redirige-t-il vers un conseiller le soir ?",
        "l'assistant transfert la discussion à un humain ?",
        "does the assistant hand over to a real person after hours",
        "المساعد الذكي يسوي تحويل للعميل الى شخص؟",
      ],
    );
  });

  it("recognises a meeting asked for by video or wanted, and leaves a video or a tool alone", () => {
    expectPersonAsked(
      [
        "on pourrait se voir mardi pour en parler ?",
        "un point en visio jeudi ?",
        "could we do a zoom call about our project",
        "can we set a meeting next monday",
        "ودنا لقاء معكم بخصوص التطبيق",
        "ممكن مكالمة فيديو بكرة؟",
      ],
      [
        "vous avez une vidéo de la démo ?",
        "does your chatbot plug into zoom",
        "نبي فيديو يشرح الخدمة",
      ],
    );
  });

  it("recognises a visitor asking to be put in touch with anyone, and leaves asking how to reach the firm alone", () => {
    expectPersonAsked(
      [
        "pouvez-vous me mettre en relation avec votre directeur technique",
        "mettez nous en contact avec la fondatrice",
        "could you put me in touch with your CTO",
        "ابغى اتواصل مع مؤسس الشركة",
        "نبي نتواصل مع مديركم",
      ],
      ["كيف اتواصل معكم", "how do I get in touch with you", "relation client et chatbot"],
    );
  });

  it("recognises a rate by the day or the hour as a price asked, and leaves another rate alone", () => {
    expectPersonAsked(
      [
        "what is the hourly rate of your consultants",
        "daily rates for a developer?",
        "c'est quoi votre TJM pour un consultant",
        "taux journalier d'un développeur chez vous ?",
      ],
      ["what is the exchange rate today", "le taux de réussite de vos projets"],
    );
  });

  it("takes a side or another one, with its preposition, as saying nothing", () => {
    for (const word of ["لجهات", "لجهة", "ثانية", "ثاني"])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes what a question is about, staying, coming by, negations without apostrophe, a side and going by as saying nothing", () => {
    for (const word of [
      ...["porte", "travaux", "restent", "rester", "passage"],
      ...["isn", "wouldn", "matter", "half"],
      ...["جانب", "هالشي", "نمشي", "نعرف"],
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
  });

  it("takes being and having in the past or the conditional ready and contractions' tails as saying nothing, and leaves summer a word", () => {
    for (const word of [
      "étaient",
      "serait",
      "avait",
      "aurait",
      ...termsOf("we're, we've, we'll", "en"),
    ])
      expect(isStopword(foldText(word)), word).toBe(true);
    expect(isStopword(foldText("été"))).toBe(false);
  });

  it("recognises a visitor asking to speak to one of the firm's people, whoever is named", () => {
    expectPersonAsked(
      [
        "j'aimerais parler directement avec votre directrice",
        "puis-je discuter avec votre responsable technique ?",
      ],
      [
        "le chatbot peut-il parler à vos clients en arabe ?",
        "parler à votre chatbot, c'est gratuit ?",
      ],
    );
  });

  it("reads a feminine plural too short to lose its ending as its singular", () => {
    expect(sharedStems("اللغات", "لغة", "ar")).not.toEqual([]);
  });

  it("reads an Arabic verb of three letters as the noun of its doing", () => {
    const nouns = (word: string) => arabicVerbNouns(foldText(word));
    expect(nouns("يحدثون")).toContain("تحديث");
    expect(nouns("تنظمونها")).toContain("تنظيم");
    // A noun with no verb's person before it is no verb.
    expect(nouns("الشركة")).toEqual([]);
  });

  it("tells a yes-or-no question from one asking what, where or how, in the three languages", () => {
    for (const question of [
      "Do you build chatbots for clinics?",
      "can you make mobile apps",
      "Proposez-vous de l'analyse de données ?",
      "est-ce que vous faites des audits",
      "vous faites des chatbots pour les cliniques ?",
      "هل تسوون روبوت محادثة للعيادات؟",
      "تشتغلون في دول الخليج؟",
    ]) {
      expect(isYesNoQuestion(question), question).toBe(true);
    }
    for (const question of [
      "What services do you offer?",
      "how do you protect my data",
      "Combien de temps gardez-vous mes données ?",
      "où est votre bureau ?",
      "وش خدماتكم؟",
      "وين مكتبكم؟",
      "chatbot for patient appointments",
    ]) {
      expect(isYesNoQuestion(question), question).toBe(false);
    }
  });
});
