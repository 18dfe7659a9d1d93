import {
  ABOUT,
  AI,
  ask,
  CASES,
  CLINIC,
  CONSULTING,
  CONTACT,
  DATA,
  DEMOS,
  DEV,
  ESG,
  type EvaluationQuestion,
  HOME,
  LEGAL,
  MARKETS,
  offTopic,
  PRIVACY,
  person,
  RESEARCH,
  SAAS,
  SECURITY,
  SERVICES,
  TRAINING,
} from "./evaluation";
import { HELD_OUT_18_AR } from "./held-out-18-ar";
import { HELD_OUT_18_EN } from "./held-out-18-en";

/**
 * An eighteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets' questions or any
 * miss. It is measured and reported apart, never tuned on: once read to change the retrieval, it is
 * spent. Questions as visitors of a small consultancy type them, about their own business (a
 * marina in Abu Dhabi, a veterinary clinic in Nantes, a car dealership, a hair salon chain, a
 * freight forwarder in Marseille, a yoga studio, an architecture firm, a nursing home in Burgundy,
 * a bike-rental startup in Amsterdam, a taxi company in Kuwait, a cheese cooperative in the Jura, a
 * brewery in Lille, a home-help association, a notary's office, an events caterer, a
 * Franco-Emirati haulier, a multidisciplinary health centre, a mechanical-engineering SME, a
 * translation agency; in English a marina in Abu Dhabi, a vet clinic, a car dealership in Jeddah, a
 * hair salon chain, a freight forwarder in Antwerp, a yoga studio, an architecture practice, a
 * nursing home, a bike-rental startup in Amsterdam, a call-taxi company in Kuwait, an events hall
 * in Doha, an accounting firm, a coworking space, a news site in Bahrain, an online florist, a
 * cheese cooperative in Emilia, a desert-safari operator in Dubai, a municipal library, a funeral
 * home; in Arabic a marina in Abu Dhabi, a veterinary clinic, a car showroom in Jeddah, a beauty
 * salon chain, a yoga studio, an architecture office, a care home, a bike-rental startup, a taxi
 * company in Kuwait, a rehabilitation centre, an online newspaper in Qatar, a contractor in Doha, a
 * state schools' administration, a coffee roaster in Dubai, a laundry in Doha, a medical laboratory
 * in Riyadh, a pearl jeweller in Manama, a wedding hall, a restaurant in Khobar) and about the firm
 * itself (office, hours, reply time, guarantee, founders, values, size of clients, languages,
 * regions and sectors, personal data, cookies, hosting, publication director, image rights,
 * research partners, demos), with typos, missing accents, French mixed with English, Gulf dialect
 * and Modern Standard Arabic.
 * `expect` lists every page whose content answers the question: the home page shows the hero, the
 * services, the about block, the markets, the research, the case-study cards (not their figures)
 * and the contact details, so it often counts too.
 * Spent since: measured once (top-3 fr 78.1 / en 94.7 / ar 84.2 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 213). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_18: EvaluationQuestion[] = [
  ask(
    "fr",
    "on gère une marina a Abu Dhabi, vous faites des chatbots en arabe et en anglais pour les plaisanciers ?",
    AI,
    CLINIC,
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "clinique vétérinaire à Nantes : un bot qui prend les rdv même la nuit, c'est possible ?",
    CLINIC,
    AI,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "concession auto, nos stocks sont dans 15 fichiers excel... vous pouvez centraliser tout ça dans un dashboard?",
    DATA,
    ESG,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "chaine de salons de coiffure, on veut une appli mobile de prise de rdv",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "transitaire à Marseille, notre serveur a 12 ans. Vous faites la migration vers le cloud ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "studio de yoga : vous formez des équipes pas du tout techniques à l'IA générative ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Cabinet d'architectes. Avant d'investir dans l'IA on voudrait une feuille de route et une idée du ROI.",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Ehpad en Bourgogne, la mise en conformite RGPD de nos données résidents vous savez faire ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask("fr", "la garantie d'un an elle couvre quoi exactement", ABOUT, SERVICES, HOME),
  ask("fr", "si votre solution marche pas comme prévu, vous corrigez gratos ?", ABOUT, HOME),
  ask(
    "fr",
    "vous êtes basés où ? on est une coopérative fromagère dans le Jura",
    CONTACT,
    ABOUT,
    HOME,
    LEGAL,
    MARKETS,
  ),
  ask("fr", "horaires d'ouverture le samedi?", CONTACT, HOME),
  ask("fr", "j'ai rempli le formulaire hier, vous répondez sous combien de temps ?", CONTACT, HOME),
  ask("fr", "qui sont les fondateurs de la boite", ABOUT, HOME),
  ask("fr", "qui est le directeur de la publication du site ?", LEGAL),
  ask("fr", "votre site est hébergé où, en Europe ?", LEGAL),
  ask("fr", "combien de temps vous gardez mes donnees perso apres le formulaire", PRIVACY),
  ask("fr", "vous mettez des cookies publicitaires ?", PRIVACY),
  ask("fr", "comment je fais supprimer les données que vous avez sur moi", PRIVACY),
  ask("fr", "startup de location de vélos à Amsterdam, vous bossez aux Pays-Bas ?", MARKETS, HOME),
  ask("fr", "vous intervenez au Koweït ? on a une société de taxis là-bas", MARKETS, HOME),
  ask(
    "fr",
    "vous avez deja bossé dans la santé ? on gère une maison de santé pluridisciplinaire",
    CLINIC,
    MARKETS,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "PME de mécanique, notre reporting RSE nous prend des semaines. Vous avez un exemple concret ?",
    ESG,
    CASES,
    HOME,
  ),
  ask("fr", "le chatbot de la clinique traite quel % des demandes sans humain ?", CLINIC, CASES),
  ask(
    "fr",
    "traiteur événementiel : on veut une fonction IA dans notre logiciel de résa sans embaucher de data scientists",
    SAAS,
    CASES,
    AI,
  ),
  ask("fr", "vous faites de la R&D avec des universités ?", RESEARCH, ABOUT, HOME),
  ask(
    "fr",
    "office notarial : un modèle d'IA qui tourne sur notre propre serveur, sans cloud, c'est faisable ?",
    RESEARCH,
    HOME,
  ),
  ask("fr", "detection de fake news en arabe, ca en est ou ?", RESEARCH, HOME),
  ask("fr", "est-ce que je peux voir des démos vidéo de vos solutions", DEMOS),
  ask(
    "fr",
    "transporteur franco-émirien : vos projets peuvent se faire en anglais et en arabe ?",
    HOME,
    MARKETS,
    CLINIC,
  ),
  ask(
    "fr",
    "brasserie à Lille, nos chiffres de ventes arrivent toujours en retard et en vrac. Un pipeline de data ça aiderait ?",
    DATA,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "asso d'aide à domicile, l'éthique compte beaucoup pour nous : c'est quoi vos valeurs ?",
    ABOUT,
    HOME,
  ),
  person("fr", "je voudrais un devis pour un chatbot pour notre marina"),
  person("fr", "est-ce que quelqu'un peut m'appeler demain matin ?"),
  person("fr", "on peut caler une visio avec un de vos consultants la semaine prochaine ?"),
  person("fr", "je préfère parler à un humain svp"),
  person("fr", "mettez-moi en relation avec votre CEO s'il vous plaît"),
  person("fr", "combien ça coûte ? envoyez moi une propale pour notre salle de sport"),
  person("fr", "un rdv dans vos bureaux à Lyon pour présenter notre projet, c'est possible ?"),
  person("fr", "pouvez vous me rappeler au sujet de notre projet, c'est urgent"),
  offTopic("fr", "garantie décennale pour l'extension de ma maison, c'est obligatoire ?"),
  offTopic("fr", "la migration des cigognes passe par où en octobre"),
  offTopic("fr", "le tableau de bord de ma clio affiche un voyant orange"),
  offTopic("fr", "distillation de la lavande, à quelle température ?"),
  offTopic("fr", "formation cariste CACES, ça dure combien de jours ?"),
  offTopic("fr", "marché de Noël de Lyon, il ouvre quand cette année"),
  offTopic("fr", "sécurité sociale : comment déclarer un arrêt maladie"),
  offTopic("fr", "modèle de lettre de résiliation de bail"),
  offTopic("fr", "clinique vétérinaire de garde ce dimanche à Lyon"),
  offTopic("fr", "combien de données mobiles il me reste sur mon forfait"),
  offTopic("fr", "étude de cas corrigée pour le bac STMG"),
  offTopic("fr", "les résultats du loto de samedi"),
  offTopic("fr", "recette de la tartiflette"),
  offTopic("fr", "comment détartrer une cafetière"),
  offTopic("fr", "qui a gagné Roland-Garros en 2019"),
  offTopic("fr", "traduire 'bonjour' en néerlandais"),
  offTopic("fr", "prix du gazole aujourd'hui à Marseille"),
  offTopic("fr", "comment faire la posture du chien tête en bas"),
  offTopic("fr", "quel fromage pour une raclette"),
  offTopic("fr", "conjugaison d'acquérir au passé simple"),
  offTopic("fr", "enlever une tache de vin rouge sur un canapé"),
  offTopic("fr", "quel âge a la tour eiffel"),
  offTopic("fr", "quand tailler les rosiers"),
  offTopic("fr", "code promo uber eats"),
  ...HELD_OUT_18_EN,
  ...HELD_OUT_18_AR,
];
