import type { Language } from "#domain/languages";

/**
 * The assistant's evaluation set: questions as visitors type them (typos, missing accents,
 * French and English mixed, Gulf Arabic), each with the pages of the first start's content that
 * should be among the first three sources, or `handover` when the answer is a person: a call, a
 * quote, someone to talk to, or something the firm does not do. A question answers well when one
 * of its pages is among the first three sources and it is not handed over.
 */
export interface EvaluationQuestion {
  question: string;
  lang: Language;
  /** Any one of these paths among the first three sources (the anchor of a service counts). */
  expect?: string[];
  /** Handed over to a person. */
  handover?: true;
}

const ask = (lang: Language, question: string, ...expect: string[]): EvaluationQuestion => ({
  question,
  lang,
  expect,
});
const person = (lang: Language, question: string): EvaluationQuestion => ({
  question,
  lang,
  handover: true,
});

const CLINIC = "/cases/chatbot-clinique";
const ESG = "/cases/dashboard-esg";
const SAAS = "/cases/startup-saas";
const AI = "/services#ai";
const DATA = "/services#data";
const DEV = "/services#development";
const SECURITY = "/services#security";
const CONSULTING = "/services#consulting";
const TRAINING = "/services#training";

export const EVALUATION: EvaluationQuestion[] = [
  // English
  ask("en", "Do you build chatbots for clinics?", CLINIC),
  ask("en", "chatbot for patient appointments at my hospital", CLINIC),
  ask("en", "can you make a bot that books appointments for patients", CLINIC),
  ask("en", "multilingual assistant in arabic and english", CLINIC, AI),
  ask("en", "what AI services do you offer", AI, "/services"),
  ask("en", "data pipelines and warehouse", DATA),
  ask("en", "I need a dashbord for ESG reporting", ESG),
  ask("en", "esg reprting for an sme", ESG),
  ask("en", "sustainability indicators dashboard", ESG),
  ask("en", "do you build mobile apps?", DEV),
  ask("en", "website developement", DEV),
  ask("en", "cloud migration and GDPR compliance", SECURITY),
  ask("en", "security audit of our existing systems", SECURITY),
  ask("en", "help with an AI roadmap and ROI", CONSULTING),
  ask("en", "training for my team on generative ai", TRAINING),
  ask("en", "hands on workshops for staff", TRAINING),
  ask("en", "MLOps traning", TRAINING),
  ask("en", "SaaS startup adding an AI feature", SAAS),
  ask("en", "from proof of concept to production", SAAS),
  ask("en", "research on smaller language models", "/research"),
  ask("en", "model distilation", "/research"),
  ask("en", "arabic fake news detection", "/research"),
  ask("en", "disinformation in arabic dialects", "/research"),
  ask("en", "who are the founders", "/about"),
  ask("en", "what are your values", "/about"),
  ask("en", "where is your office", "/contact"),
  ask("en", "opening hours", "/contact"),
  ask("en", "is there a warranty", "/about", "/services", "/"),
  ask("en", "which countries do you work in", "/markets"),
  ask("en", "do you work in saudi arabia or the uae", "/markets"),
  ask("en", "how do you protect my personal data", "/privacy"),
  ask("en", "how long do you keep my data", "/privacy"),
  ask("en", "demo videos", "/demos"),
  ask("en", "show me your case studies", "/cases", CLINIC, ESG, SAAS),
  ask("en", "healthcare projects", CLINIC, "/markets"),
  person("en", "I want to talk to a person"),
  person("en", "call me"),
  person("en", "Can someone call me back tomorrow?"),
  person("en", "how much does a chatbot cost? I need a quote"),
  person("en", "send me a quotation please"),
  person("en", "can I speak with a human"),
  person("en", "book a meeting with a consultant"),
  person("en", "Do you repair iPhones?"),
  person("en", "can you do my tax return"),
  person("en", "do you sell used cars"),
  person("en", "I need a plumber for my kitchen"),
  person("en", "looking for a wedding photographer"),

  // French
  ask("fr", "vous faites des chatbots pour les cliniques ?", CLINIC),
  ask("fr", "chatbot pour prendre les rendez vous des patients", CLINIC),
  ask("fr", "assistant multilingue arabe anglais francais", CLINIC, AI),
  ask("fr", "ia et chatbot", AI),
  ask("fr", "ingenieurie des donnees", DATA),
  ask("fr", "tableau de bord ESG pour PME", ESG),
  ask("fr", "reporting esg automatisé", ESG),
  ask("fr", "developement d'application mobile", DEV),
  ask("fr", "creation de site web", DEV),
  ask("fr", "migration cloud et rgpd", SECURITY),
  ask("fr", "audit securite informatique", SECURITY),
  ask("fr", "feuille de route IA", CONSULTING),
  ask("fr", "retour sur investisement d'un projet IA", CONSULTING),
  ask("fr", "formation IA generative pour mes equipes", TRAINING),
  ask("fr", "atelier MLOps", TRAINING),
  ask("fr", "startup saas qui veut integrer l'IA", SAAS),
  ask("fr", "preuve de concept jusqu'a la mise en production", SAAS),
  ask("fr", "distillation de modeles", "/research"),
  ask("fr", "detection de fake news en arabe", "/research"),
  ask("fr", "projets de recherche avec une universite", "/research"),
  ask("fr", "qui sont les fondateurs", "/about"),
  ask("fr", "vos valeurs ethique", "/about"),
  ask("fr", "votre adresse a lyon", "/contact"),
  ask("fr", "horaires d'ouverture", "/contact"),
  ask("fr", "garantie d'un an", "/about", "/services", "/"),
  ask("fr", "vous travaillez dans le golfe ?", "/markets"),
  ask("fr", "secteur santé", "/markets", CLINIC),
  ask("fr", "protection des donnees personnelles", "/privacy"),
  ask("fr", "combien de temps gardez vous mes donnees", "/privacy"),
  ask("fr", "des demos video", "/demos"),
  ask("fr", "vos etudes de cas", "/cases", CLINIC, ESG, SAAS),
  ask("fr", "vous faites du data engineering ?", DATA),
  ask("fr", "un dashboard pour mes indicateurs", ESG),
  ask("fr", "chatbot whatsapp pour mon business", AI, CLINIC),
  person("fr", "je veux parler à quelqu'un"),
  person("fr", "pouvez vous m'appeler"),
  person("fr", "je voudrais un devis"),
  person("fr", "c'est quoi vos tarifs"),
  person("fr", "rappelez moi svp"),
  person("fr", "je veux un rdv avec un consultant"),
  person("fr", "parler a un humain"),
  person("fr", "vous réparez les imprimantes ?"),
  person("fr", "vous faites de la comptabilité ?"),
  person("fr", "je cherche un plombier"),
  person("fr", "vendez vous des ordinateurs portables"),

  // Arabic (Gulf phrasing among them)
  ask("ar", "هل تسوون روبوت محادثة للعيادات؟", CLINIC),
  ask("ar", "روبوت محادثة لحجز مواعيد المرضى", CLINIC),
  ask("ar", "ابي مساعد يتكلم عربي وانجليزي وفرنسي", CLINIC, AI),
  ask("ar", "وش خدماتكم في الذكاء الاصطناعي", AI, "/services"),
  ask("ar", "عندكم خدمة تحليل البيانات؟", DATA),
  ask("ar", "مستودعات بيانات ولوحات متابعة", DATA, ESG),
  ask("ar", "لوحة متابعة للاستدامة", ESG),
  ask("ar", "تقارير الحوكمة البيئية والاجتماعية", ESG),
  ask("ar", "تطوير تطبيق جوال", DEV),
  ask("ar", "تصميم موقع ويب", DEV),
  ask("ar", "الانتقال الى السحابه", SECURITY),
  ask("ar", "امن المعلومات وتدقيق الانظمة", SECURITY),
  ask("ar", "خارطة طريق للذكاء الاصطناعي", CONSULTING),
  ask("ar", "العائد على الاستثمار", CONSULTING),
  ask("ar", "تدريب الفريق على الذكاء الاصطناعي التوليدي", TRAINING),
  ask("ar", "ورش عمل تطبيقية", TRAINING),
  ask("ar", "شركة ناشئة تبي تضيف ذكاء اصطناعي لمنتجها", SAAS),
  ask("ar", "من اثبات المفهوم الى الاطلاق", SAAS),
  ask("ar", "تقطير النماذج اللغوية", "/research"),
  ask("ar", "كشف الاخبار الزايفة", "/research"),
  ask("ar", "المعلومات المضلله باللهجات", "/research"),
  ask("ar", "مين المؤسسين", "/about"),
  ask("ar", "وش قيمكم", "/about"),
  ask("ar", "وين عنوانكم", "/contact"),
  ask("ar", "ساعات العمل", "/contact"),
  ask("ar", "فيه ضمان لمدة سنة؟", "/about", "/services", "/"),
  ask("ar", "تشتغلون في دول الخليج؟", "/markets"),
  ask("ar", "السعودية والامارات وقطر", "/markets"),
  ask("ar", "حماية البيانات الشخصية", "/privacy"),
  ask("ar", "عروض توضيحية فيديو", "/demos"),
  ask("ar", "دراسات الحالة", "/cases", CLINIC, ESG, SAAS),
  ask("ar", "chatbot للعيادة", CLINIC),
  person("ar", "أريد التحدث مع شخص"),
  person("ar", "ابي اكلم موظف"),
  person("ar", "ابغى عرض سعر"),
  person("ar", "كم التكلفة؟"),
  person("ar", "اتصلوا علي لو سمحتوا"),
  person("ar", "ممكن احد يتصل فيني بكرة"),
  person("ar", "ابي موعد مع مستشار"),
  person("ar", "هل تصلحون السيارات؟"),
  person("ar", "ابي مطعم قريب مني"),
  person("ar", "تبيعون جوالات مستعملة؟"),
  person("ar", "ابغى محاسب يسوي لي الضرايب"),
];
