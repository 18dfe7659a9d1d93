import { foldText } from "#domain/search";

/**
 * What a visitor writes, in any of the three languages, when the answer is a person: to speak
 * or be called, a meeting, a quote or a price. Matched on the folded question (lowercase, no
 * accents, Arabic letter forms unified), so "Parler à quelqu'un" and "parler a quelqu un" match.
 */
const HANDOVER_PATTERNS: RegExp[] = [
  // French
  // Speaking to one of the firm's people, whoever is named: 'parler directement à votre CEO'
  /\b(parler|discuter|echanger) (directement )?(a|avec) (votre|ton|ta) (ceo|cto|pdg|directeur|directrice|dirigeant|dirigeante|fondateur|fondatrice|responsable|patron|patronne|chef|manager|consultant|consultante|expert|experte|ingenieur|ingenieure|developpeur|developpeuse|commercial|commerciale|equipe|service)\b/,
  /\b(parler|discuter|echanger) (a|avec) (quelqu ?un|un humain|une personne|un conseiller|un expert|un commercial|votre equipe|l equipe|vous)\b/,
  /\b(appele[rz]?|rappele[rz]?|appellez|rappellez|telephonez)[ -]?(moi|nous)\b/,
  /\b(me|m) (appeler|rappeler|contacter|recontacter|telephoner)\b/,
  /\b(devis|chiffrage|tarifs?|prix|cout(e|ent)?|combien (ca|cela|coute|pour))\b/,
  // 'C'est combien ?' asks a price; 'c'est combien de temps' asks a delay.
  /\bc ?est combien\b(?! de (temps|jours|semaines|mois|personnes|pages))/,
  // Asking what budget a project takes is asking its price.
  /\b(quel|quelle|combien de) budget\b/,
  // A rate by the day or the hour is a price: 'votre TJM', 'taux journalier'
  /\b(tjm|taux (journalier|horaire))\b/,
  // A proposal sent is a quote: 'envoyez-nous une proposition', 'une proposition commerciale'
  /\b(proposition commerciale|(envoyez|envoyer|adressez)[ -]?(moi|nous) une proposition)\b/,
  /\b(rendez ?vous|rdv|reunion|appel) avec\b/,
  // A meeting asked for by video, or seeing each other: 'on se voit en visio ?'
  /\b(visio|visioconference|(se|nous) voir)\b/,
  /\b(contactez|recontactez)[ -]?moi\b/,
  // Being put in touch with someone, whoever is named: 'mettez-moi en relation avec votre CEO'
  /\b(mettez|mettre|mets|met)[ -]?(moi|nous) en (relation|contact)\b/,
  /\b(me|nous) mettre en (relation|contact)\b/,
  // Being handed over oneself, by the bot or anyone: 'me transférer à un conseiller'
  /\b(me|m) (transferer|passer|rediriger)\b/,
  // English
  /\b(talk|speak|chat) (to|with) (a|an|someone|somebody|person|human|real|your|sales|the team)\b/,
  /\b(call|ring|phone|contact|email|transfer|redirect) me\b/,
  /\bcall (me )?back\b/,
  /\b(put|get) (me|us) in touch\b/,
  // Being put through to someone, as on the phone: 'put me through to a human', 'get us through
  // to sales'
  /\b(put|get) (me|us) through to\b/,
  // Being connected with someone: 'connect me with a sales person'
  /\bconnect (me|us) (with|to) (a|an|someone|somebody|your|the|sales)\b/,
  /\b(quote|quotation|pricing|price|prices|cost|costs)\b/,
  /\bhow much (does|do|is|are|would|will|for|it)\b/,
  // A proposal sent is a quote: 'send me a proposal', 'a commercial proposal'
  /\b((send|email) (me|us) (a|an|your) (proposal|estimate)|(commercial|price|pricing) proposal)\b/,
  /\b(day|daily|hourly) rates?\b/,
  /\b(what|which|how big a|how much) budget\b/,
  /\b(book|schedule|arrange|set up) (a |an )?(call|meeting|appointment)\b/,
  /\b(video call|zoom (call|meeting)|(on|via|over) zoom|(a|an) (call|meeting) (next|this|on|tomorrow))\b/,
  // Arabic (folded: ة → ه, ى → ي, hamzated alifs → ا), a word with its leading و، ب، ل or ال
  arabic("(اتحدث|التحدث|احكي|اكلم|اتكلم|تكلم) (مع|الي|ويا)"),
  // Being put through to someone ('وصلني بالمدير', 'وصلوني بموظف'); an email that reached the
  // visitor ('وصلني ايميل') is not.
  arabic("(وصلني|وصلوني|وصلنا) (بال\\p{L}+|ب(موظف|شخص|احد|مدير|مسوول|مستشار|الفريق))"),
  arabic(
    "(اتصلوا|اتصلو|كلموني|تواصلوا معي|يتصل|يكلمني|يتواصل معي|اتصل بي|اتصلوا بي|حولني|تحولني|حولوني|تحولوني)",
  ),
  // A cost asked with the Gulf future and a pronoun too ('كم بيكلفني', 'كم راح يكلفنا').
  arabic("(عرض سعر|سعر|اسعار|تكلفه|كم التكلفه|بكم|كم الميزانيه|كم ميزانيه)"),
  arabic("كم (?:راح |رح |ح )?ب?[يت]كلف(?:ني|نا|ك|كم|ه|ها)?"),
  // A proposal sent is a quote: 'ارسلوا لنا عرض'
  arabic("(ارسلوا|ارسلو|ارسل|ابعثوا|ابعتوا|ابعث|ابعت) (لي|لنا) عرض"),
  arabic("(موعد|اجتماع|مكالمه) (مع|معكم|معاكم)"),
  // A meeting the visitor wants, or one by video ('نبي اجتماع', 'مكالمة زوم').
  arabic("(ابي|ابغي|ابغا|نبي|نبغي|نبغا|اريد|نريد|ودي|ودنا) (اجتماع|موعد|مكالمه|لقاء)"),
  arabic("(اجتماع|مكالمه|لقاء) (زوم|فيديو|اونلاين)"),
  // Wanting to reach someone ('ودي اتواصل مع المدير'); asking how ('كيف اتواصل معكم') is not.
  arabic("(ابي|ابغي|ابغا|نبي|نبغي|نبغا|اريد|نريد|ودي|ودنا) (اتواصل|نتواصل) مع"),
];

/**
 * A person named without a verb of speaking or calling ('une vraie personne', 'a real person',
 * 'موظف'): asked for, unless the question is about a bot handing over ('le bot passe la main à une
 * vraie personne ?', 'هل البوت يحول المريض لموظف'): the person is whom the bot hands over to.
 */
const PERSON_NAMED: RegExp[] = [
  /\b(un|une|des|vrai|vraie) (humain|personne|conseiller|commercial|interlocuteur)\b/,
  /\b(real person|representative|sales ?person|sales (team|rep|reps))\b/,
  arabic("(شخص|موظف|انسان|مندوب|بشر|مستشار)"),
];

/**
 * A bot named in a question, by any of its names ('chatbot', 'robot', 'l'assistant', 'المساعد'),
 * and a verb or noun of its handing over ('passe la main', 'transfers', 'يحول', 'تحويل المحادثة').
 */
const BOT =
  /(?<!\p{L})(?:chat ?bots?|bots?|robots?|assistants?|(?:ال|لل|ل)?(?:بوت|روبوت|مساعد))(?!\p{L})/u;
const HANDS_OVER =
  /(?<!\p{L})(?:pass(?:e|er|ent) la main|transf[e]r(?:e|er|ent|s|red|t)?|redirige[rz]?|hands? over|handing over|escalates?|(?:ي|ت)?(?:حول|حيل)(?:ه|ها|هم)?|تحويل|تحويله)(?!\p{L})/u;

/** An Arabic pattern as whole words (JavaScript's \b knows Latin letters only). */
function arabic(words: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:و|ب|ل|ال|وال)?${words}(?!\\p{L})`, "u");
}

/**
 * A word said to be done without ('sans intervention humaine', 'without a person', 'بدون موظف'):
 * what the visitor describes, never whom they ask for.
 */
const WITHOUT =
  /(?<!\p{L})(?:sans|without|بدون|دون|بلا|من غير) (?:(?:a|an|any|un|une|aucun|aucune|l|le|la|les|the) )?\p{L}+/gu;

/**
 * Whether something costs extra, asked yes or no ('do updates cost extra?', 'c'est en supplément ?',
 * 'تكلف زيادة؟'): whether it comes included, which a page says; no price asked.
 */
const COSTS_EXTRA =
  /(?<!\p{L})(?:costs? (?:anything )?extra|at (?:an )?extra cost|cout(?:e|ent)? en plus|en supplement|[يت]كلف (?:زياده|اضافي)|ب?تكلفه اضافيه)(?!\p{L})/gu;

/** Whether the question asks for a person, a call, a meeting or a price. */
export function asksForPerson(question: string): boolean {
  const folded = foldText(question)
    .replace(/['’`-]/g, " ")
    .replace(/\s+/g, " ")
    .replace(WITHOUT, " ")
    .replace(COSTS_EXTRA, " ");
  if (HANDOVER_PATTERNS.some((pattern) => pattern.test(folded))) return true;
  const handedOverByBot = BOT.test(folded) && HANDS_OVER.test(folded);
  return !handedOverByBot && PERSON_NAMED.some((pattern) => pattern.test(folded));
}
