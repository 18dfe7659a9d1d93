import { stemmer as arabicStemmer } from "@orama/stemmers/arabic";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import type { Language } from "#domain/languages";
import { foldText, words } from "#domain/search";
import { britishSpelling, IRREGULAR_FORMS } from "./english-forms";

/**
 * The assistant's text rules, the same for the indexed pages and the visitors' questions: words
 * are compared lowercased, without accents (visitors often type none), Arabic with one form per
 * letter and without its marks; a word is reduced to its stem in its language.
 */

const ARABIC_LETTER = /[\u0621-\u064A]/;

export const isArabicWord = (word: string) => ARABIC_LETTER.test(word);

/**
 * Words that say nothing of a page: articles, pronouns, auxiliaries, question words, and what
 * visitors put around a question ("do you", "est-ce que", "هل عندكم"). Folded forms.
 */
const STOPWORD_LISTS = {
  fr:
    "a au aux avec ce ces c cet cette d dans de des du elle en est et etes eux il ils j je l la le les leur leurs lui m ma mais me mes moi mon n ne nos notre nous on ou par pas pour qu que quel quelle quels quelles qui s sa se ses si son sont sur t ta te tes toi ton tu un une vos votre vous y ca cela ceci faites faire fait fais avez avoir peut peux pouvez puis sera etre suis sommes oui non svp merci bonjour salut comment quoi quand combien pourquoi chez plus tres bien aussi tout tous toute toutes sous vers entre depuis pendant selon sans avant apres contre via plein beaucoup vraiment assez trop proposez proposer propose proposes offrez aide aider veux voudrais voulons voudrions aimerais aimerions souhaite souhaitons cherche cherchons besoin faut faudrait mettre place veut voulez vouloir pourriez pourrait pourrions savoir sais sait savent" +
    // Words around a question that name no subject: "en ce moment", "du coup", "ce genre de", "en vrai", "là-dessus"
    " alors donc comme moment coup genre vrai dessus dessous truc trucs chose choses quelque rien montrer montre montrez info infos information informations renseignement renseignements dire type types sorte partout" +
    // Years and months: how long something lasts, never what it is about (days and weeks are
    // the delays the vocabulary reads)
    " an ans annee annees mois" +
    // Words of degree and time that qualify a question, never its subject: "où exactement",
    // "déjà lancé", "de manière éthique", "correctement", "il doit", "vous aidez", "qu'on soit"
    " exactement precisement correctement deja seulement uniquement maniere facon dois doit doivent devons devez devrait devrions aidez aidons soit soient" +
    // Seeing what is shown, taking care of something, and now: "voir une démo", "il s'occupe de
    // quoi", "en ce moment"
    " voir vois voyez occupe occupez occuper occupent occupons actuellement maintenant periode" +
    // Qualities wanted of what is asked for, and using it: "un site rapide", "bien l'utiliser"
    " rapide rapides rapidement vite simple simples facile facilement utiliser utilise utilisent" +
    // Filling in a form is using it: "quand je remplis le formulaire"
    " remplir remplis remplit remplissez rempli" +
    // Elisions typed without their apostrophe: "jai une officine", "cest possible", "quils"
    " jai cest cetait jsuis jveux jpeux jaimerais jaurais quil quils quon" +
    // Near a place, and today: "près de Bordeaux", "aujourd'hui", "ce soir", "demain"
    " pres proche aujourd hui soir demain" +
    // Several, and hesitating between them: "on hésite entre plusieurs"
    " plusieurs hesite hesitons" +
    // Knowing how, wishing, none: "vous savez faire", "on aimerait", "aucun"
    " savez aimerait aucun aucune" +
    // What something is about, works, staying, and a firm's coming by: "sur quoi portent vos
    // travaux", "vous êtes restés", "après votre passage"
    " portent porte portait travaux reste restes restee restez restent rester passage" +
    // Being and having in the past and the conditional: "c'était pour quel client", "ça aurait"
    " etait etaient etais serait seraient avait avaient aurait auraient" +
    // Ready: "prêts pour l'audit", "du prêt-à-porter"
    " pret prets prete pretes" +
    // Instead, usually, until: "plutôt que le cloud", "habituellement", "jusqu'à la prod"
    " plutot habituellement normalement jusqu jusque" +
    // Taking, as 'take' is, and the end of a time: "des chatbots qui prennent les rendez-vous",
    // "au bout de six mois"
    " prend prends prennent prendre prenez prenons bout" +
    // Doable, as 'possible' is, and how many by hundreds or thousands: "c'est faisable ?", "nos
    // milliers de contrats"
    " faisable faisables centaines milliers millier" +
    // Putting something somewhere, as 'mettre' is, and sending it: "vous mettez des cookies ?",
    // "envoyer nos fichiers dans le cloud"
    " mettez mettons mettent mets envoyer envoie envoient envoyez envoyons",
  en:
    "a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its me my no not of on or our ours please so than that the their them then there these they this those to too us was we were what when where which who whom why will with would you your yours hi hello thanks thank any some just about also get got need want like help offer offers provide looking interested guys u ur pls plz hey through within without across over under per after before during really very quite totally total enough lots lot many much make made proper properly should shall might must may let know tell show explain wondering wonder possible" +
    // Pronouns of things and quantities, and the particles of phrasal verbs ("figure out", "set up")
    " something anything everything nothing thing things stuff kind whether info information one ones all sure out up set back being take long everywhere anywhere somewhere" +
    " year years month months" +
    // "where exactly", "properly", "already", "don't", "only", "give", "tech side", "best way"
    " exactly precisely correctly properly already dont don only give gives side way" +
    // "see a demo", "now", "the warranty period"
    " see watch now currently period" +
    " fast faster quick quickly easy easily simple" +
    // Filling in a form; one's own; near a place; today, tonight, tomorrow
    " fill filling filled own near nearby today tonight tomorrow" +
    // The whole of a thing, rather than another, someone, here: "the whole project", "someone"
    " whole rather someone somebody here become" +
    // Negations typed without their apostrophe, half, mattering: "doesn't speak", "it matters"
    " doesn didn isn aren wasn weren couldn wouldn shouldn haven hasn half matter matters" +
    // The tails of contractions split off at their apostrophe: "we're", "we've", "we'll"
    " re ve ll" +
    // Instead, usually, until: "instead of the cloud", "usually", "until launch"
    " instead usually typically normally until" +
    // One's own, said as internal: "our internal documents"
    " internal internally" +
    // Handling something, what the firm would do with it: "can you handle the migration"
    " handle handles handled handling" +
    // Each one, actually, a couple of, the tail of "won't", and done, as "did" is: "what does each
    // of them do", "have you done this before?"
    " each actually couple won done" +
    // Doable, as 'possible' is, and how many by hundreds or thousands: "doable?", "thousands of
    // contracts"
    " doable hundreds thousands" +
    // Inside and outside, as 'within' is: "hosted inside the EU?"
    " inside outside" +
    // Another, as 'somewhere' and 'anything' are, and for ever, as 'long' is: "somewhere else?",
    // "kept forever?"
    " else forever",
  // Arabic (folded), with Gulf forms
  ar:
    "في من الي علي عن مع هل ما ماذا هذا هذه ذلك تلك التي الذي الذين هو هي هم انتم انت انا نحن لكم لنا لدي لديكم عند عندكم عندك عندي عندنا احتاج نحتاج محتاج بدي ابغا سمحت كيف متي لماذا او ثم قد لقد كان كانت يكون ان اذا و ب ل ك ف ال شو وش ايش اللي عشان علشان ممكن لو يا مين وين فين ليش تقدمون تقدمونها تقدموا شي شيء تسوون تسوي سوي حق اريد نريد ابي ابغي ابا نبي نبغي ودي كم" +
    // Gulf and everyday words around a question: want, can, now, very, just, so, (in) which, what…
    " شنو شنهو منو باي يشمل تشمل يبي تبي تبون يبغي تبغي تبغون ابغاكم ابيكم نبيكم تقدر تقدرون نقدر يقدر تعرفون عطوني تعطوني ياخذ تاخذ يصير يعني بس زين مره وايد كثير جدا الحين عاد كذا هذي ذي هاذا شلون ليه وشو ايه اي ايضا فقط بعض لدينا لدي لديهم حول بين دون عبر لدي ضمن لكن غير فيه نسوي ندري السلام سلام مرحبا اهلا هلا الخير صباح مساء" +
    // before, after, like, all of it, without, not, will it do, it happened, the information
    " قبل بعد مثل كل كله كلها بدون مو مب ينفع يصلح صار معلومات المعلومات" +
    " سنه سنوات سنين شهر شهور اشهر" +
    // exactly, entirely; we look for ('research' conjugated); within; the way, as 'façon' is
    " طريقه طريقت بالضبط تماما ابحث نبحث ادور ندور خلال" +
    // I see, we see, you see (what is shown); one (a place, a file)
    " اشوف نشوف تشوف شوف يشوف ورني وريني واحد" +
    // you did it (what the firm did): 'مشاريع سويتوها'
    " سويتو سويتوها سويتوه سويتها" +
    // someone, current, whole: 'نبي احد يفحص', 'انظمتنا الحالية', 'المشروع كامل'
    " احد حالي الحالي حاليه الحاليه حاليا كامل كامله بالكامل" +
    // fast, quickly, easy
    " سريع سريعه بسرعه سهل سهله" +
    // not, or not; near; today, tomorrow: 'قبل لا نبدأ'
    " لا ولا والا قرب جنب اليوم بكره بكرا" +
    // a side, a body (of government, of a market), also to one ('لجهات'), and other ones
    // ('جهات ثانية'): around what is asked of it
    " جهه الجهه جهات الجهات لجهه لجهات ثاني ثانيه" +
    // a side (the technical one), this thing, going by (values one goes by), I know
    " جانب الجانب هالشي بهالشي تمشون نمشي اعرف نعرف" +
    // a preposition of one letter with a pronoun: with it, to them; holding to something: what
    // the firm holds to is its values ('ما المبادئ التي تلتزمون بها')
    " به بها بهم بك بكم بنا له لها لهم لك تلتزمون نلتزم" +
    // helping a business, as 'help' and 'aider' are: 'تقدرون تساعدونا؟' (helping the visitor alone,
    // 'تساعدوني', asks of their own matters as often)
    " تساعدونا تساعدوننا ساعدونا نساعد" +
    // people of (a need, a disability): 'لذوي الإعاقة' names the disability
    " ذوو ذوي لذوي" +
    // going on and being done, around what is done: 'يكملون بروحهم بعد ما تخلصون'
    " يكمل يكملون نكمل تكمل تكملون يخلص تخلص تخلصون نخلص" +
    // instead of, until: 'بدل السحابة', 'لين الإطلاق'
    " بدل بدال بدلا لين" +
    // can, as 'ممكن' is, and together: 'هل يمكن أتمتة…', 'هل يستطيع المساعد…', 'معًا'
    " يمكن يستطيع تستطيع نستطيع تستطيعون معا" +
    // how many by hundreds or thousands: 'آلاف العقود'
    " الاف الالاف ميات عشرات" +
    // giving, as 'عطوني' is: 'وش الضمان اللي تعطونه؟'; ours, as 'حق' is: 'السيرفرات حقتنا'
    " تعطون تعطونه تعطونها تعطونا يعطي نعطي حقت" +
    // going out, outside, this field ('بهالمجال'), and what one sent ('المعلومات اللي ارسلتها')
    " يطلع تطلع برا بره هالمجال بهالمجال ارسلت ارسلنا" +
    // when, as 'متى' is, and taking, as 'تاخذ' is: 'وش تاخذونها لما اعبي النموذج'
    " لما تاخذون تاخذونها تاخذونه ياخذون",
};
const STOPWORDS = new Set(Object.values(STOPWORD_LISTS).join(" ").split(" "));

/** The stems of the French and English stopwords, each by its language's stemmer. */
const STOPWORD_STEMS = {
  fr: new Set(STOPWORD_LISTS.fr.split(" ").map((word) => frenchStemmer(word))),
  en: new Set(STOPWORD_LISTS.en.split(" ").map((word) => englishStemmer(word))),
};

/**
 * Another form of a French or English stopword: its stem, four letters or more, is a stopword's,
 * and the word is not that stem itself ('needs', 'wanted', 'faits', 'souhaitez'; 'propos' stays a
 * word, and 'saas' is no 'sa').
 */
function isStopwordForm(word: string): boolean {
  if (word.length < 5 || isArabicWord(word)) return false;
  const formOf = (stem: string, stems: ReadonlySet<string>) =>
    stem.length >= 4 && stem !== word && stems.has(stem);
  // French has one stem, first among its terms (stemmed once, kept); English one per spelling and
  // for an irregular verb's form ('took' is 'take's).
  return (
    formOf(stemsOf(word, "fr")[0]!, STOPWORD_STEMS.fr) ||
    stemsOf(word, "en").some((stem) => formOf(stem, STOPWORD_STEMS.en))
  );
}

/** Pronouns written at an Arabic word's end (folded): mine, ours, yours, theirs, his, hers. */
export const ARABIC_PRONOUNS = ["ي", "ني", "نا", "ك", "كم", "كن", "ه", "ها", "هم", "هن"];

/**
 * A stopword, or an Arabic one of two letters or more with a pronoun written onto it ('معكم',
 * 'فيني', 'عليكم'): a preposition keeps saying nothing of a page whoever it points to; so with
 * 'and' or 'so' written before it ('ونبي', 'وعندكم').
 */
export const isStopword = (word: string): boolean =>
  STOPWORDS.has(word) ||
  isStopwordForm(word) ||
  (isArabicWord(word) &&
    (ARABIC_PRONOUNS.some(
      (pronoun) =>
        word.length - pronoun.length >= 2 &&
        word.endsWith(pronoun) &&
        STOPWORDS.has(word.slice(0, -pronoun.length)),
    ) ||
      (/^[وف]/.test(word) && word.length >= 3 && isStopword(word.slice(1)))));

const ARABIC_PREFIXES = ["وال", "بال", "كال", "فال", "لل", "ال", "و"];
const ARABIC_SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "كم", "هم", "نا", "ه", "ي"];

/**
 * A light Arabic stem: one leading conjunction or article (وال، بال، لل، ال…) and up to two
 * trailing endings (possessive, then plural, dual or feminine: خدماتنا → خدم) taken off, as long
 * as three letters remain. Predictable where a full morphological stemmer is not on short words.
 */
export function lightArabicStem(word: string): string {
  let stem = word;
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (let round = 0; round < 2; round++) {
    const suffix = ARABIC_SUFFIXES.find(
      (ending) => stem.endsWith(ending) && stem.length - ending.length >= 3,
    );
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/**
 * An Arabic word with its hamza on the line written as the 'ي' it becomes before an ending
 * ('عملاء', 'عملائنا' folded 'عملاينا'): one spelling for the word with and without its ending.
 */
const arabicSpelling = (word: string) => word.replaceAll("ء", "ي");

/** A 'ت' after a letter other than alif, then a pronoun: the feminine ending before a possessive. */
const FEMININE_BEFORE_PRONOUN = /(?<=[^ا])ت(ي|ك|كم|نا|ها|هم|ه)$/;

/**
 * The index terms of one folded word written in `lang`: the word and its stem in that language
 * (a Latin word in an Arabic text is taken as English); when the language is not known (a
 * question mixes French and English), its French and its English stems.
 */
export function stemsOf(word: string, lang: Language | "any"): string[] {
  const key = `${lang}:${word}`;
  let stems = STEMS.get(key);
  if (!stems) {
    if (STEMS.size >= STEMS_KEPT) STEMS.clear();
    // The word itself too: a typo in a word changes its stem more than the word.
    stems = [...new Set([...stemsUncached(word, lang), word])];
    STEMS.set(key, stems);
  }
  return stems;
}

/** Stems already computed: a site's vocabulary is small, and stemming is the indexing's cost. */
const STEMS = new Map<string, string[]>();
const STEMS_KEPT = 100_000;

function stemsUncached(word: string, lang: Language | "any"): string[] {
  if (isArabicWord(word)) {
    const written = arabicSpelling(word);
    const stem = lightArabicStem(written);
    const snowball = foldText(arabicStemmer(written));
    // The feminine ending written 'ت' before a possessive ('رسالتي', 'شركتنا'): as 'رسالة'.
    const feminine = FEMININE_BEFORE_PRONOUN.test(written)
      ? [lightArabicStem(written.replace(FEMININE_BEFORE_PRONOUN, "ه$1"))]
      : [];
    return [
      ...new Set([stem, snowball, ...feminine, ...singularsOf(stem)].filter((s) => s.length >= 2)),
    ];
  }
  if (/^\d+$/.test(word)) return [word];
  if (lang === "fr") return [frenchStemmer(word)];
  const english = [
    ...new Set([word, britishSpelling(word), IRREGULAR_FORMS.get(word) ?? word]),
  ].map((form) => englishStemmer(form));
  if (lang === "en" || lang === "ar") return [...new Set(english)];
  return [...new Set([frenchStemmer(word), ...english])];
}

/**
 * The singulars an Arabic broken plural (a light stem) may have, by the patterns of the plurals
 * of nouns: 'مشاريع' → 'مشروع', 'مواقع' → 'موقع', 'مدارس' → 'مدرسة', 'رسائل' → 'رسالة'. A word of
 * another pattern gives letters no one writes; a question and a page meet where both give the
 * same; a feminine plural of two letters before 'ات' ('لغات') as its singular ('لغة'). The pattern 'أفعال' is left out: it is also a verbal noun's ('اتصال' is no plural).
 */
function singularsOf(stem: string): string[] {
  const [a = "", b = "", c, d = "", e = "", f = ""] = [...stem];
  let singulars: string[] = [];
  // مفاعيل: مشاريع → مشروع, تقارير → تقرير, مواعيد → موعد
  if (stem.length === 6 && c === "ا" && e === "ي")
    singulars = [a + b + d + f, `${a}${b}${d}و${f}`, `${a}${b}${d}ي${f}`];
  // فعائل: رسائل → رسالة, وسائل → وسيلة
  else if (stem.length === 5 && c === "ا" && d === "ي")
    singulars = [`${a}${b}ا${e}ه`, `${a}${b}ي${e}ه`];
  // مفاعل: مواقع → موقع, مدارس → مدرسة
  else if (stem.length === 5 && c === "ا") singulars = [a + b + d + e, `${a}${b}${d}${e}ه`];
  // A feminine plural whose root is too short to lose its ending: لغات → لغة, فئات → فئة
  else if (stem.length === 4 && stem.endsWith("ات")) singulars = [`${a}${b}ه`];
  return singulars.map(lightArabicStem);
}

/**
 * A text with its letters joined by '&' written as one word ('R&D' → 'RD', 'Q & A' → 'QA'):
 * an acronym, not two letters that mean nothing alone.
 */
export const joinedAcronyms = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}])(\p{L})\s*&\s*(\p{L})(?![\p{L}\p{N}])/gu, "$1$2");

/**
 * The names of the countries the site names in several words ('Arabie saoudite', 'United Arab
 * Emirates', 'المملكة العربية السعودية'), written as one word of several parts: one place asked,
 * not two or three subjects ('vaccins pour un voyage en Arabie saoudite' asks of a journey).
 */
const PLACE_NAMES =
  /(?<![\p{L}-])(?:arabie saoudite|saudi arabia|[eé]mirats arabes unis|united arab emirates|(?:ال)?مملك[ةه] العربي[ةه] السعودي[ةه]|(?:ال)?[إا]مارات العربي[ةه] المتحد[ةه])(?![\p{L}-])/giu;

/**
 * The public welfare systems' names of several words ('social security', 'sécurité sociale',
 * 'الضمان الاجتماعي', 'التأمينات الاجتماعية'), joined as PLACE_NAMES are: one body a visitor asks
 * of, not the security or the social indicators a page names.
 */
const WELFARE_NAMES =
  /(?<![\p{L}-])(?:social security|s[eé]curit[eé] sociale|(?:ال)?ضمان الاجتماعي|(?:ال)?تامينات الاجتماعي[ةه]|(?:ال)?تأمينات الاجتماعي[ةه])(?![\p{L}-])/giu;

/** A question with the site's place names and welfare systems' names each joined into one. */
export const joinedPlaceNames = (text: string) =>
  text
    .replace(PLACE_NAMES, (name) => name.replace(/\s+/g, "-"))
    .replace(WELFARE_NAMES, (name) => name.replace(/\s+/g, "-"));

/** The terms of a text in `lang`: its words less stopwords, stemmed. */
export function termsOf(text: string, lang: Language | "any"): string[] {
  return words(joinedAcronyms(text))
    .filter((word) => !isStopword(word))
    .flatMap((word) => stemsOf(word, lang));
}

/** Words that ask for something other than yes or no (folded): who, what, where, how much… */
const OPEN_QUESTION_WORDS = new Set(
  [
    "what which who whom whose where when why how",
    "qui que quoi quel quelle quels quelles ou comment combien pourquoi quand",
    "ما ماذا من مين منو كيف متي اين وين فين ليش لماذا كم وش ايش شو",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Whether a question asks yes or no: it opens on an auxiliary ('Do you…', 'Can you…'), an
 * inverted verb or 'est-ce que' ('Proposez-vous…'), or 'هل', or it ends with a question mark, and
 * it has no word asking who, what, where or how.
 */
export function isYesNoQuestion(question: string): boolean {
  const folded = foldText(question).trim();
  const opening = /^est[ -]ce qu/.exec(folded);
  // The 'que' of 'est-ce que' asks nothing.
  const rest = opening ? folded.slice(opening[0].length + 1) : folded;
  if (words(rest).some((word) => OPEN_QUESTION_WORDS.has(word))) return false;
  return (
    opening !== null ||
    /[?؟]\s*$/.test(question) ||
    /^(do|does|did|can|could|are|is|will|would|have|has)\b/.test(folded) ||
    /^\p{L}+-(vous|tu|il|elle|on|ils|elles)\b/u.test(folded) ||
    /^هل(?!\p{L})/u.test(folded)
  );
}
