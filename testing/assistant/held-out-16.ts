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
import { HELD_OUT_16_AR } from "./held-out-16-ar";
import { HELD_OUT_16_EN } from "./held-out-16-en";

/**
 * A sixteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets or any miss. It is
 * measured and reported apart, never tuned on: once read to change the retrieval, it is spent.
 * Questions as visitors of a small consultancy type them, about their own business (a funeral home
 * in Grenoble, a ski school in Val Thorens, a tea importer in Le Havre, a shipyard in Brittany, a
 * chain of opticians, a craft brewery, a coworking space, a regional newspaper, a scaffolding
 * company, a print shop, a language school; in English a medical lab in Kuwait, a craft brewery in
 * Munich, a tea importer in Rotterdam, a shipyard in Split, a coworking space in Manchester, a
 * chain of opticians in Bahrain, a regional newspaper in Wales, a funeral home in Lyon, a ski
 * school in Andorra, a scaffolding firm, a camel-milk dairy in Al Ain; in Arabic a language school
 * in Sharjah, a medical lab in Kuwait, a camel-milk farm, a chain of opticians in Riyadh, a tea
 * importer in Dubai, a shipyard in Bahrain, a scaffolding company in Dammam, a local newspaper, a
 * furniture factory in Sharjah, a translation office in Abu Dhabi) and about the firm itself
 * (founders, office, hours, guarantee, values, data handling, demos), with typos, missing accents,
 * French mixed with English, Gulf dialect and Modern Standard Arabic.
 * `expect` lists every page whose content answers the question: the home page shows the hero, the
 * services, the about block, the markets, the research, the case-study cards (not their figures)
 * and the contact details, so it often counts too.
 *
 * Spent since: measured once (top-3 fr 87.5 / en 86.8 / ar 86.8 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 210). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_16: EvaluationQuestion[] = [
  // Their own business: which service fits.
  ask(
    "fr",
    "on est des pompes funèbres a Grenoble, les familles appellent jour et nuit pour les memes questions, un chatbot ça peut marcher pour nous ?",
    AI,
    SERVICES,
    HOME,
    CLINIC,
    CASES,
  ),
  ask(
    "fr",
    "ecole de ski a Val Thorens, les plannings des moniteurs et les resas sont dans une douzaine de tableurs excel, vous pouvez centraliser tout ça ?",
    DATA,
    SERVICES,
    HOME,
    ESG,
    CASES,
  ),
  ask(
    "fr",
    "Importateur de thé au Havre : on voudrait un site e-commerce + une appli mobile pour nos revendeurs, c'est dans vos cordes ?",
    DEV,
    SERVICES,
    HOME,
    MARKETS,
  ),
  ask(
    "fr",
    "chantier naval en bretagne, nos serveurs ont 15 ans... audit, migration cloud, sécu, vous faites ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Nous sommes une chaîne de 40 opticiens. Avant de dépenser le moindre euro dans l'IA, on voudrait savoir si ça vaut le coup : vous faites des estimations de retour sur investissement ?",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "brasserie artisanale, mes equipes utilisent chatgpt n'importe comment, vous faites des formations ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "entreprise d'échafaudage ici, nos chefs de chantier recopient les memes rapports tous les soirs, vous pouvez automatiser ces taches repetitives ?",
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "on a un espace de coworking et on doit se mettre en conformité RGPD, vous savez faire ?",
    SECURITY,
    SERVICES,
    HOME,
    MARKETS,
  ),
  ask(
    "fr",
    "petite imprimerie, on veut pas envoyer nos fichiers clients dans le cloud : un modèle d'IA qui tourne sur nos propres serveurs c'est possible ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "We're a small startup SaaS, pas de data scientist en interne, vous pouvez nous accompagner de la POC à la prod puis former nos devs ?",
    SAAS,
    CASES,
    HOME,
    AI,
    SERVICES,
  ),
  ask(
    "fr",
    "chatbot en arabe anglais et francais pour nos clients du golfe, vous l'avez deja fait ?",
    CLINIC,
    CASES,
    HOME,
    AI,
    SERVICES,
    MARKETS,
  ),
  ask(
    "fr",
    "Quels secteurs vous connaissez ? on est une école de langues, donc l'éducation",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "journal régional : votre projet de détection des fausses infos en arabe, il en est où ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "c'est quelle université votre partenaire pour la distillation de modeles",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "vos outils sont accessibles aux personnes handicapées ? beaucoup de nos clients opticiens sont malvoyants",
    ABOUT,
    HOME,
    DEV,
    SERVICES,
  ),

  // The firm itself.
  ask("fr", "vous faites quoi comme services en gros", SERVICES, HOME),
  ask("fr", "qui a fondé la boite ?", ABOUT, HOME),
  ask("fr", "vous etes basés ou exactement", ABOUT, CONTACT, HOME, LEGAL, MARKETS),
  ask("fr", "horaires d'ouverture svp", CONTACT, HOME),
  ask(
    "fr",
    "si j'envoie un message par le formulaire vous répondez sous combien de temps",
    CONTACT,
    HOME,
  ),
  ask("fr", "Vous travaillez au Koweït ou seulement en France ?", MARKETS, HOME),
  ask("fr", "la garantie sur vos prestations c'est combien de temps ?", ABOUT, SERVICES, HOME),
  ask("fr", "quelles sont vos valeurs ? éthique, transparence tout ça", ABOUT, HOME),
  ask("fr", "c'est quoi votre mission en fait", ABOUT, HOME),

  // Case studies' figures.
  ask(
    "fr",
    "le chatbot de la clinique, il a vraiment réduit l'attente au téléphone ? de combien ?",
    CLINIC,
    CASES,
  ),
  ask("fr", "dashboard ESG : le reporting prend combien de temps maintenant", ESG, CASES),
  ask("fr", "startup saas, 70% d'adoption c'est sur quoi exactement ?", SAAS, CASES),

  // Demos, legal notice and privacy.
  ask("fr", "vous avez des vidéos de démo de vos solutions ?", DEMOS),
  ask("fr", "on peut demander une démo ?", DEMOS, HOME),
  ask(
    "fr",
    "vous gardez mes données combien de temps si je remplis le formulaire de contact",
    PRIVACY,
  ),
  ask("fr", "cookies pub ou google analytics sur votre site ?", PRIVACY),
  ask("fr", "le site est hébergé ou ? en europe ?", LEGAL),

  // A person: a call, a quote, a meeting.
  person("fr", "je voudrais parler à quelqu'un de chez vous au téléphone"),
  person("fr", "pouvez vous me rappeler demain matin ? pompes funebres Dupuis, Grenoble"),
  person(
    "fr",
    "on peut caler un rdv en visio la semaine prochaine pour notre projet de chantier naval ?",
  ),
  person("fr", "j'aimerais un devis pour un chatbot pour notre école de ski"),
  person("fr", "mettez moi en relation avec un consultant svp"),
  person("fr", "Bonjour, je préfère échanger avec un humain plutôt qu'avec un robot."),
  person(
    "fr",
    "est-ce qu'un de vos associés peut passer nous voir à la brasserie pour en discuter",
  ),
  person(
    "fr",
    "besoin d'un chiffrage rapide pour un tableau de bord, quelqu'un peut me l'envoyer ?",
  ),

  // Off topic, often sharing a word with the site.
  offTopic("fr", "vous organisez des obsèques ? c'est pour ma grand-mère"),
  offTopic("fr", "combien coûte un forfait de ski à Val Thorens cette saison"),
  offTopic("fr", "quel thé vert est le meilleur pour la santé"),
  offTopic("fr", "garantie décennale pour un échafaudage, c'est obligatoire ?"),
  offTopic("fr", "recette de bière IPA maison pour débutant"),
  offTopic("fr", "mes lunettes de vue sont cassées, vous réparez les montures ?"),
  offTopic("fr", "comment résilier mon abonnement au journal"),
  offTopic("fr", "un bureau à louer au mois dans un coworking à Lyon, dispo ?"),
  offTopic("fr", "prix d'un voilier de 10 metres d'occasion"),
  offTopic("fr", "la formation de moniteur de ski dure combien de temps"),
  offTopic("fr", "cours de chinois à Lyon pour débutants le samedi"),
  offTopic("fr", "meteo à Dubaï la semaine prochaine"),
  offTopic("fr", "vous vendez des cartes graphiques pour entraîner des modèles ?"),
  offTopic("fr", "comment devenir data scientist sans diplôme"),
  offTopic("fr", "taux de TVA sur le thé en France"),
  offTopic("fr", "traduction assermentée d'un acte de naissance en arabe"),
  offTopic("fr", "vous prenez des stagiaires en alternance ?"),
  offTopic("fr", "mon chatbot snapchat répond plus, c un bug ?"),
  offTopic("fr", "cours de l'action nvidia aujourd'hui"),
  offTopic("fr", "horaires de la piscine municipale de Villeurbanne"),
  offTopic("fr", "sécurité échafaudage roulant : hauteur max sans garde-corps ?"),
  offTopic("fr", "résultats du match de l'OL hier soir"),
  offTopic("fr", "le lait de chamelle c'est bon contre le diabète ?"),
  offTopic("fr", "mon pc portable est sous garantie, l'écran a des pixels morts, que faire"),
  ...HELD_OUT_16_EN,
  ...HELD_OUT_16_AR,
];
