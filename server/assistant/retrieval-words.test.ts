import { describe, expect, it } from "vitest";
import { firstStartIndex } from "../test/support/first-start-index";

/**
 * The first start's content asked in the words of the later held-out sets' classes of miss: a
 * visitor's town, a fault corrected, the disabilities visitors name, Gulf verbs, a country in
 * several words, another place's hours, a message's reply time, a welfare system's name, a tool
 * usable by everyone, a business of modest size set against big ones (decisions 200, 202, 203,
 * 210, 211 and 213).
 * Each test phrased afresh.
 */
describe("AssistantIndex reading visitors' own words", () => {
  const { index, shown, firstIs, findsNothing } = firstStartIndex();
  /** Each of `questions` shows `url` among its pages. */
  const eachShows = (
    url: string,
    questions: readonly (readonly [string, "fr" | "en" | "ar"])[],
  ) => {
    for (const [question, lang] of questions)
      expect(shown(question, lang), question).toContain(url);
  };

  it("weighs a place's name the visitor tells the firm as the visitor's own, not another place's", () => {
    // 'Grenoble' is where the visitor is, told to the firm ('vous'): what is asked is Belgium,
    // which the home page's Europe and the markets page answer.
    expect(
      shown("nous sommes un cabinet comptable à Grenoble, vous intervenez en Belgique ?", "fr"),
    ).toEqual(expect.arrayContaining(["/", "/markets"]));
    // Not addressed to the firm, a place's name weighs as any word the site never uses.
    findsNothing("what time is it in Gdansk", "en");
  });

  it("finds the guarantee by a fault corrected and by a Gulf word of free, and leaves a thing to repair alone", () => {
    eachShows("/about", [
      ["لو ظهر خلل في التطبيق تصلحونه؟", "ar"],
      ["الصيانة ببلاش ولا بفلوس؟", "ar"],
      ["the tool has a bug after delivery, who corrects it?", "en"],
    ]);
    findsNothing("كيف اصلح الخلل في سيارتي؟", "ar");
  });

  it("finds the tools made accessible by the disabilities visitors name", () => {
    expect(shown("هل تطبيقاتكم مناسبة للمكفوفين؟", "ar")).toContain("/services#development");
    firstIs(
      "un site web utilisable par les aveugles, vous savez faire ?",
      "fr",
      "/services#development",
    );
  });

  it("finds the founders by the Arabic verb of founding", () => {
    firstIs("مين اسس الشركة عندكم؟", "ar", "/about");
  });

  it("finds compliance put in order, a study reckoned in Gulf words, and a team going on by itself", () => {
    firstIs(
      "notre clinique doit se mettre en règle avec la protection des données",
      "fr",
      "/privacy",
    );
    firstIs("ممكن تحسبون الجدوى قبل نبدأ المشروع", "ar", "/services#consulting");
    firstIs("فريقنا يقدر يكمل بروحه بعدين؟", "ar", "/cases/startup-saas");
  });

  it("reads a plan as no appointment's schedule", () => {
    findsNothing("plan for training my puppy in the first half of the year", "en");
    firstIs("we plan to book appointments through a chatbot", "en", "/cases/chatbot-clinique");
  });

  it("reads figures kept in different files as scattered data to bring together", () => {
    expect(
      shown("nos stocks sont suivis dans des tableurs différents, vous pouvez tout réunir ?", "fr"),
    ).toContain("/cases/dashboard-esg");
    findsNothing("des couleurs différentes pour ma cuisine", "fr");
  });

  it("finds know-how passed on to a client's developers, and the personal data collected, in other words than the pages'", () => {
    eachShows("/cases/startup-saas", [
      ["will our developers be autonomous once you leave", "en"],
      ["هل تنقلون خبرتكم لمطوري شركتنا", "ar"],
    ]);
    expect(shown("وش البيانات اللي تجمعونها من الزوار", "ar")[0]).toBe("/privacy");
    // Filling in the form is using it: the privacy page says what becomes of what it sends.
    expect(shown("je remplis votre formulaire, mes données vont où ?", "fr")[0]).toBe("/privacy");
  });

  it("finds the privacy policy by personal data resold, and leaves a shop's selling alone", () => {
    for (const [question, lang] of [
      ["do you resell the e-mails we give you?", "en"],
      ["vous revendez nos données à d'autres sociétés ?", "fr"],
      ["هل تباع بياناتي؟", "ar"],
    ] as const)
      expect(shown(question, lang)[0], question).toBe("/privacy");
    findsNothing("do you sell used cars", "en");
    findsNothing("vous revendez des voitures ?", "fr");
  });

  it("answers the firm's working days asked by the Gulf verb of keeping office hours", () => {
    expect(shown("متى تداومون؟", "ar")[0]).toBe("/contact");
    // Another place keeping hours is that place's: only the verb addressed to the firm reads them.
    findsNothing("البنك يداوم يوم السبت؟", "ar");
  });

  it("finds building by the Gulf verb of it", () => {
    expect(shown("هل تبنون مواقع للشركات؟", "ar")[0]).toBe("/services#development");
  });

  it("answers what the firm's trainings are about", () => {
    firstIs("sur quoi portent vos formations ?", "fr", "/services#training");
  });

  it("reads a country named in several words as one place, not as the question's subjects", () => {
    findsNothing("meilleure saison pour visiter l'Arabie saoudite", "fr");
    findsNothing("طيران رخيص الى الامارات العربية المتحدة", "ar");
    expect(shown("do you have clients in the United Arab Emirates?", "en")[0]).toBe("/markets");
    expect(shown("vous travaillez en Arabie saoudite ?", "fr")[0]).toBe("/markets");
  });

  it("reads a welfare system named in several words as one body, not as security or social figures", () => {
    // Apart, 'social' and 'security' are words of the ESG case and the security service.
    findsNothing("social security number lookup", "en");
    findsNothing("وش هو الضمان الاجتماعي؟", "ar");
  });

  it("finds the accessible tools by a tool usable by everyone", () => {
    expect(shown("are the apps you build usable with a screen reader?", "en")).toContain(
      "/services#development",
    );
  });

  it("reads a business's contracts, procedures and invoices as the documents an assistant searches", () => {
    expect(shown("un chatbot qui répond à partir de nos contrats et factures ?", "fr")[0]).toBe(
      "/services#ai",
    );
    findsNothing("comment payer mes factures EDF en ligne", "fr");
  });

  it("finds the free updates asked as paid in a Gulf word", () => {
    expect(shown("الصيانة بفلوس؟", "ar")).toContain("/about");
  });

  it("answers the firm's opening days asked of it, and abstains on another place's hours", () => {
    expect(shown("vous êtes ouverts le samedi matin ?", "fr")[0]).toBe("/contact");
    expect(shown("are you open on saturdays", "en")[0]).toBe("/contact");
    expect(shown("مكتبكم يفتح السبت؟", "ar")[0]).toBe("/contact");
    // Hours asked beside a word the site never uses, the firm not addressed, are that place's.
    for (const [question, lang] of [
      ["horaires de la médiathèque à Lyon", "fr"],
      ["visiting hours of the zoo this weekend", "en"],
      // 'beach' is only within a typo of a word of the site's
      ["beach opening hours", "en"],
      ["متى يفتح المتحف يوم السبت", "ar"],
    ] as const)
      expect(index.search(question, lang), question).toMatchObject({ handover: true, sources: [] });
  });

  it("weighs a word the site holds only within a typo or as a longer word's start as the visitor's own", () => {
    // 'salon' and 'Manchester' are the visitor's business and town, not a typo of the site's words.
    expect(shown("mobile app for our salon in Manchester, can you build it", "en")[0]).toBe(
      "/services#development",
    );
    // 'form' is the contact form's and 'government' the public sector's, 'Sweden' no country the
    // site names: a word near another country's no longer makes the question the markets page's.
    expect(index.search("what form of government does Sweden have", "en")).toMatchObject({
      handover: true,
      sources: [],
    });
    // Serving a sector is working in it.
    expect(shown("which sectors do you serve", "en")).toContain("/markets");
  });

  it("finds a country by the letters visitors shorten it to, and weighs where the visitor says they are as around what is asked", () => {
    expect(shown("are you active in the UAE?", "en")).toContain("/markets");
    expect(shown("vous intervenez aux EAU ?", "fr")).toContain("/markets");
    // The visitor's place, even one the site names, is said around the hours asked.
    firstIs("what are your hours? we're in the UAE", "en", "/contact");
  });

  it("finds the public sector by its local authorities", () => {
    eachShows("/markets", [
      ["vous travaillez avec les collectivités locales ?", "fr"],
      ["do you work with municipalities", "en"],
      ["تشتغلون مع البلديات؟", "ar"],
    ]);
  });

  it("finds the markets by a presence asked of two countries, and a bot's languages by their singular", () => {
    eachShows("/markets", [
      ["عندكم تواجد في الكويت والبحرين؟", "ar"],
      ["do you have a presence in Qatar and Kuwait", "en"],
    ]);
    expect(shown("شات بوت العيادة يفهم كم لغة؟", "ar")).toContain("/cases/chatbot-clinique");
  });

  it("finds the contact page, its form and its reply time, for a message sent and its answer", () => {
    eachShows("/contact", [
      ["I sent a message through your site, when will someone reply?", "en"],
      ["لو ارسلنا لكم رسالة اليوم متى يجينا الرد؟", "ar"],
      ["متى تردون على رسالة ارسلتها امس؟", "ar"],
    ]);
  });

  it("finds the small businesses the firm serves, asked against big ones, and leaves big ones alone", () => {
    // 'Large' before a business, beside a small one, is a size of client, not the large models.
    eachShows("/about", [
      ["do you take on small firms, or mostly large corporations?", "en"],
      ["vous intervenez pour des PME ou pour de grandes entreprises ?", "fr"],
    ]);
    findsNothing("which big companies are hiring in Riyadh", "en");
  });

  it("reads the city asked of the firm's offices as where they are, a city asked otherwise as a word", () => {
    expect(shown("in which city are you based?", "en")).toContain("/about");
    findsNothing("quelle ville vous conseillez pour un week-end en famille ?", "fr");
  });
});
