import { describe, expect, it } from "vitest";
import { EVALUATION } from "#testing/assistant/evaluation";
import { firstStartIndex } from "../test/support/first-start-index";
import type { AssistantDocument } from "./documents";
import { AssistantIndex } from "./retrieval";

/** A case study's document with a made-up word of its own, so that a search finds it alone. */
const study = (i: number, edition = 0): AssistantDocument => ({
  id: `fr:case_studies:${i}`,
  url: `/cases/etude-${i}`,
  for: "fr",
  lang: "fr",
  title: `Étude zorvex${i}q`,
  paragraphs: [
    `Prévision quimbral${i}x pour le client ${i}, édition ${edition} blorft${i}e${edition}.`,
  ],
});
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The pages a search shows, best first. */
const found = (index: AssistantIndex, question: string) =>
  index.search(question, "fr").sources.map((source) => source.url);
const studies = (from: number, to: number, edition = 0) =>
  Array.from({ length: to - from }, (_, k) => study(from + k, edition));

describe("AssistantIndex cleaning what it discarded", () => {
  it("cleans the index within the update that discarded a tenth of it, with nothing left to run after", async () => {
    // 1,500 documents give several thousand terms: MiniSearch's own vacuuming walked them a
    // thousand at a time with pauses between, and an update in a pause killed the process.
    const index = new AssistantIndex(studies(0, 1_500));
    index.update(studies(300, 1_500));
    expect(index.dirt).toBe(0);
    // Changed texts are discarded and indexed again: the same rule. Updates come from reads of
    // the database, never two in one turn of the event loop.
    await nextTurn();
    index.update(studies(300, 1_500, 1));
    expect(index.dirt).toBe(0);
    await nextTurn();
    index.update([...studies(300, 1_200, 1), ...studies(2_000, 2_300)]);
    expect(index.dirt).toBe(0);

    expect(found(index, "zorvex1320q")).not.toContain("/cases/etude-1320");
    expect(found(index, "zorvex100q")).not.toContain("/cases/etude-100");
    expect(found(index, "zorvex2100q")[0]).toBe("/cases/etude-2100");
    expect(found(index, "blorft500e1")[0]).toBe("/cases/etude-500");
    expect(found(index, "zorvex500q")[0]).toBe("/cases/etude-500");
  });

  it("leaves a few discarded documents until they are a tenth of the index", () => {
    const index = new AssistantIndex(studies(0, 1_000));
    index.update(studies(50, 1_000));
    expect(index.dirt).toBe(50);
    expect(found(index, "zorvex10q")).not.toContain("/cases/etude-10");
    index.update(studies(120, 1_000));
    expect(index.dirt).toBe(0);
  });
});

describe("AssistantIndex answering from the first start's content", () => {
  const { documents, index, shown } = firstStartIndex();

  it("answers with the best page's own sentence, taken verbatim from a page it cites", () => {
    const answer = index.search("Do you build chatbots for clinics?", "en");
    expect(answer.sources[0]?.url).toBe("/cases/chatbot-clinique");
    expect(answer.sentence).toEqual({
      text: "A chatbot connected to the clinic's calendar, trained on its own content approved by the medical team, with hand-over to a person when needed.",
      lang: "en",
      complete: false,
    });
    // Every answered question of the evaluation set: its sentence is in the first source's page.
    for (const item of EVALUATION.filter((question) => question.expect)) {
      const { sentence, sources } = index.search(item.question, item.lang);
      if (!sentence) continue;
      const page = documents.filter(
        (document) => document.url === sources[0]?.url && document.for === item.lang,
      );
      const text = page.flatMap((document) => document.paragraphs).join("\n");
      expect(text, item.question).toContain(sentence.text.replace(/…$/, ""));
    }
  });

  it("answers questions asked in words the site does not use, through the domain's vocabulary", () => {
    const first = (question: string, lang: "fr" | "en" | "ar") => {
      const answer = index.search(question, lang);
      expect(answer.handover, question).toBe(false);
      return answer.sources[0]?.url;
    };
    // 'valoriser' and 'analyse' are not on the site: its data service says dashboards.
    expect(first("Comment valoriser nos données ?", "fr")).toBe("/services#data");
    expect(first("Proposez-vous de l'analyse de données ?", "fr")).toBe("/services#data");
    expect(first("healthcare projects", "en")).toBe("/cases/chatbot-clinique");
    expect(first("تصميم موقع ويب", "ar")).toBe("/services#development");
    // 'ouverture' is not on the site either; the answer is the hours' own line.
    const hours = index.search("horaires d'ouverture", "fr");
    expect(hours.sources[0]?.url).toBe("/contact");
    expect(hours.sentence?.text).toBe("Du lundi au vendredi : 9h-18h");
    // Asked where, the page giving the address comes before the legal notice's servers' place.
    expect(first("Où êtes-vous situés ?", "fr")).toBe("/contact");
    // Notions of the trade in the visitors' words: indicators and sustainability, language
    // models and workshops, getting in touch.
    expect(first("KPI tracking for sustainability", "en")).toBe("/cases/dashboard-esg");
    expect(first("LLM workshops for staff", "en")).toBe("/services#training");
    expect(first("كيف نتواصل معكم", "ar")).toBe("/contact");
    // Systems already in place and their age, the founders, a redesign, large models on modest
    // servers, a budget, the web in Arabic letters.
    expect(first("our legacy systems are outdated", "en")).toBe("/services#security");
    expect(first("nos systèmes sont vieux", "fr")).toBe("/services#security");
    expect(first("انظمتنا قديمة", "ar")).toBe("/services#security");
    expect(first("who is the founder", "en")).toBe("/about");
    expect(first("refonte du site web", "fr")).toBe("/services#development");
    expect(first("run large models on modest servers", "en")).toBe("/research");
    expect(first("we have a limited budget for AI", "en")).toBe("/services#consulting");
    expect(first("تطوير موقع انترنت", "ar")).toBe("/services#development");
    // Attacks, pipelines, shrinking models, rumours, connecting tools, updates after delivery.
    expect(first("ransomware attack prevention", "en")).toBe("/services#security");
    expect(first("ETL for our sales data", "en")).toBe("/services#data");
    expect(first("compress a language model", "en")).toBe("/research");
    expect(first("كشف الشائعات", "ar")).toBe("/research");
    expect(first("connecter l'IA à notre ERP", "fr")).toBe("/services#ai");
    // Gulf words around the question, and a plural the light stem does not reach ('مواقع').
    // A business's people and customers, choosing tools, responsible use, examples of work.
    expect(shown("teach our employees how to use AI safely", "en")).toContain("/services#training");
    expect(shown("which AI tools should we pick", "en")).toContain("/services#consulting");
    expect(shown("un agent conversationnel pour le service client", "fr")).toContain(
      "/services#ai",
    );
    expect(shown("reporting for CSRD", "en")).toContain("/cases/dashboard-esg");
    expect(shown("examples of past projects", "en")).toContain("/cases");
    expect(shown("sécuriser notre informatique", "fr")).toContain("/services#security");
    expect(shown("متى تفتحون", "ar")).toContain("/contact");
    // Return on investment, awareness, universities, contact details, an Arabic greeting.
    expect(shown("rentabilité d'un projet d'IA", "fr")).toContain("/services#consulting");
    expect(shown("sensibiliser mes équipes à l'IA", "fr")).toContain("/services#training");
    expect(shown("avec quelles universités travaillez-vous", "fr")).toContain("/research");
    expect(shown("your contact details", "en")).toContain("/contact");
    expect(shown("مرحبا، مع اي جامعات تتعاونون", "ar")).toContain("/research");
    // A data breach, prompts, publishing, whether AI is worth it.
    expect(shown("we got hit by a data breach", "en")).toContain("/services#security");
    expect(shown("prompt engineering course", "en")).toContain("/services#training");
    expect(shown("do you publish research papers", "en")).toContain("/research");
    expect(shown("is an AI project worth it", "en")).toContain("/services#consulting");
    const training = index.search("يعني تدريب للفريق على الذكاء الاصطناعي", "ar");
    expect(training.sources.map((source) => source.url)).toContain("/services#training");
    const website = index.search("ابغاكم تسوون لنا موقع الكتروني", "ar");
    expect(website.sources.map((source) => source.url)).toContain("/services#development");
  });

  it("answers the trade's notions in more of the visitors' words, and patients as a clinic's customers", () => {
    // Erasing personal data, scattered figures, a technology stack, documents, R&D, a small
    // server, a study before spending.
    expect(shown("je voudrais que vous effaciez mes données perso", "fr")[0]).toBe("/privacy");
    expect(shown("nos chiffres sont dispersés, on veut les centraliser", "fr")).toContain(
      "/cases/dashboard-esg",
    );
    expect(shown("what tech stack do you recommend", "en")[0]).toBe("/services#consulting");
    expect(shown("which docs can your bot read", "en")[0]).toBe("/services#ai");
    expect(shown("what R&D are you doing", "en")).toContain("/research");
    expect(shown("نبي نموذج صغير يشتغل على سيرفر عندنا", "ar")[0]).toBe("/research");
    expect(
      shown("ma boîte se demande si l'IA vaut la dépense, vous faites ce type d'étude ?", "fr"),
    ).toContain("/services#consulting");
    // A business's figures are its indicators, scattered everywhere until consolidated.
    expect(shown("all our figures are everywhere, we want them consolidated", "en")).toContain(
      "/cases/dashboard-esg",
    );
    expect(shown("nos chiffres sont éparpillés partout", "fr")).toContain("/cases/dashboard-esg");
    // 'المشروع' and the home page's 'مشاريع' (projects delivered in Arabic): one word.
    expect(shown("المشروع يكون بالعربي؟", "ar")[0]).toBe("/");
    // The clinic's chatbot answers its patients: a restaurant's customers find it.
    expect(shown("بوت يرد على زباين مطعمنا", "ar")).toContain("/cases/chatbot-clinique");
    // Done without an employee: no person asked for.
    expect(shown("كم من الطلبات يرد عليها البوت بدون موظف", "ar")[0]).toBe(
      "/cases/chatbot-clinique",
    );
  });

  it("finds the contact page by the means of reaching it, a start by the strategy, Benelux by its countries, government bodies by the public sector, a message by the form, a launch by the development, a patient, being compliant, a demo and a robot", () => {
    // The site gives a form, no address or number: asking for one finds the page with the form.
    expect(shown("on peut vous joindre par téléphone ?", "fr")).toContain("/contact");
    expect(shown("what's your email", "en")).toContain("/contact");
    expect(shown("ابغى ايميلكم", "ar")[0]).toBe("/contact");
    // Where to start is the consulting service's roadmap.
    expect(shown("كيف نبدا بالذكاء الاصطناعي", "ar")[0]).toBe("/services#consulting");
    // Benelux, which the markets page names, is its countries.
    expect(shown("vous travaillez au Luxembourg ?", "fr")).toContain("/markets");
    expect(shown("تشتغلون في هولندا؟", "ar")).toContain("/markets");
    // Government bodies are the public sector; a body alone names no subject (the privacy
    // page's third-party bodies do not answer).
    expect(shown("هل تعملون مع الجهات الحكومية", "ar")[0]).toBe("/markets");
    // A message is what the contact page's form sends, and the page says when it is answered.
    expect(shown("vous répondez vite aux messages envoyés par le formulaire ?", "fr")).toContain(
      "/contact",
    );
    // A patient is one of the clinic's patients; being compliant is the compliance the security
    // service gives; a demo in Gulf words is the demonstrations page's.
    expect(shown("كيف يحجز المريض موعده مع الشات بوت", "ar")[0]).toBe("/cases/chatbot-clinique");
    expect(shown("شركتنا لازم تكون متوافقة مع حماية البيانات", "ar")[0]).toBe("/services#security");
    expect(shown("عندكم ديمو؟", "ar")).toContain("/demos");
    // A robot answering customers is a chatbot; a robot of another trade is no answer.
    expect(shown("un robot qui répond aux questions de nos locataires", "fr")).toContain(
      "/cases/chatbot-clinique",
    );
    expect(index.search("robot aspirateur en panne", "fr")).toMatchObject({
      handover: true,
      sources: [],
    });
    // A prototype taken to its launch is the development service's work.
    expect(shown("can you take our prototype all the way to launch", "en")[0]).toBe(
      "/services#development",
    );
  });

  it("puts first a page covering a long question when the better-scored one does not", () => {
    // 'About us' holds the business, its size and the work; the consulting service holds the
    // money, the worth, the return on investment and the spending.
    const answer = index.search(
      "honestly not sure AI is worth the money for a business our size, could you help us work out the ROI before we spend a penny",
      "en",
    );
    expect(answer.handover).toBe(false);
    expect(answer.sources[0]?.url).toBe("/services#consulting");
    // Two words held are not enough to pass a better-scored page: nothing answers.
    expect(index.search("do you clean offices", "en")).toMatchObject({
      handover: true,
      sources: [],
    });
  });

  it("counts a long word within one letter of the site's as that word, a shorter or wider typo half", () => {
    const hours = index.search("horraires", "fr");
    expect(hours.handover).toBe(false);
    expect(hours.sources[0]?.url).toBe("/contact");
    // 'ofice' is one letter from 'office' but short: half of a one-word question is no answer.
    expect(index.search("ofice", "en")).toMatchObject({ handover: true, sources: [] });
  });

  it("answers half a question when one passage holds two of its words and the site never uses the others", () => {
    // 'bakery shop', 'boulangerie artisanale': the visitor's business, in no page.
    for (const [question, lang] of [
      ["mobile app for our bakery shop", "en"],
      ["une appli mobile pour notre boulangerie artisanale", "fr"],
    ] as const) {
      const answer = index.search(question, lang);
      expect(answer.handover, question).toBe(false);
      expect(answer.sources[0]?.url, question).toBe("/services#development");
    }
    // One word of the site is not enough; nor two that no one passage holds as written.
    for (const [question, lang] of [
      ["mobile phone repair shop", "en"],
      ["cheap mobile data plan", "en"],
      ["باقة بيانات رخيصة للجوال", "ar"],
    ] as const) {
      expect(index.search(question, lang), question).toMatchObject({
        handover: true,
        sources: [],
      });
    }
  });

  it("answers a long question about the firm's trade told around the visitor's own business and town", () => {
    // 'fromagerie', 'Annecy' and 'croule' are no word of the site's: around four of its words
    // (mail, chatbot, répondre, clients), they weigh less than those.
    const answer = index.search(
      "notre fromagerie à Annecy croule sous les mails, un chatbot pourrait répondre aux clients ?",
      "fr",
    );
    expect(answer.handover).toBe(false);
    expect(answer.sources[0]?.url).toBe("/cases/chatbot-clinique");
    // A short question sharing a word with the site still finds nothing, nor a long one holding
    // fewer of the site's words than of others.
    for (const question of [
      "une fromagerie à Annecy qui répond au téléphone",
      "un hôtel à Dubaï avec une bonne équipe, des chambres propres et du wifi pour nos clients d'affaires",
    ])
      expect(index.search(question, "fr"), question).toMatchObject({ handover: true, sources: [] });
  });

  it("answers a question asking only what the firm does with its services, and one asking nothing with nothing", () => {
    expect(shown("alors vous faites quoi exactement ?", "fr")[0]).toBe("/services");
    expect(shown("so what is it you do", "en")[0]).toBe("/services");
    expect(shown("انتم وش تسوون؟", "ar")[0]).toBe("/services");
    expect(index.search("can you help me please?", "en")).toMatchObject({
      handover: true,
      sources: [],
    });
  });

  it("hands over, with no page, when the pages share only a common word with the question", () => {
    for (const [question, lang] of [
      // 'week-end' is one word: the contact page's 'Week-end : fermé' holds a third of the question.
      ["Pouvez-vous garder mon chien ce week-end ?", "fr"],
      ["any data on last night's football match?", "en"],
      ["la garantie de mon vélo est de combien ?", "fr"],
      ["عندكم ضمان على الدراجة؟", "ar"],
      ["Can you fix my car?", "en"],
      // Words found apart in a page's several texts are no answer: 'lose' (losing control) is in
      // the services page's introduction, 'fast' in the development service's description.
      ["how to lose weight fast", "en"],
      // 'مدرب' (a chatbot trained on…) and 'خاص' (a private clinic) are in two of its texts.
      ["ابي مدرب خاص في النادي", "ar"],
      // 'second-hand' is one word: the clinic's 'hand-over' does not hold it.
      ["buy a second-hand phone", "en"],
      // A leak of water is no data breach; research on something else is not the firm's.
      ["fuite d'eau dans la salle de bain", "fr"],
      ["research papers on climate change", "en"],
      // An appliance's warranty in years: the years are no second word of the site's.
      ["warranty on my fridge, how many years", "en"],
      ["ضمان التلفزيون كم سنة", "ar"],
    ] as const) {
      const answer = index.search(question, lang);
      expect(answer, question).toMatchObject({ handover: true, reason: "no_match", sources: [] });
      expect(answer.sentence).toBeUndefined();
    }
  });

  it("drops the pages that hold less than the question from the sources", () => {
    // The pages sharing only 'data' ('البيانات', the site's most common word) are not shown.
    const data = index.search("عندكم خدمة تحليل البيانات؟", "ar");
    expect(data.sources.map((source) => source.url)).toEqual(["/services#data", "/services"]);
  });

  it("shows a page covering the question among the sources though it ranks a fifth of the first", () => {
    // The markets page's companies that AI brings value to rank first; the page of the firm's
    // values holds the question as well and is shown after it.
    const values = index.search("وش هي قيم شركتكم", "ar");
    expect(values.sources.map((source) => source.url)).toEqual(["/markets", "/about"]);
  });
});
