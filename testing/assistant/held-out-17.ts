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
import { HELD_OUT_17_AR } from "./held-out-17-ar";
import { HELD_OUT_17_EN } from "./held-out-17-en";

/**
 * A seventeenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets' questions or any
 * miss. It is measured and reported apart, never tuned on: once read to change the retrieval, it is
 * spent. Questions as visitors of a small consultancy type them, about their own business (a
 * vineyard in Burgundy, a dental practice in Annecy, a logistics depot near Lyon, a car-rental
 * agency, a bakery chain, a recruitment agency, a pharmacy chain, an amateur football club, an
 * insurance broker, a perfume house in Grasse, a garden centre, a hotel in Nice, a cheese dairy in
 * Savoie, a real-estate agency in Dubai, a private school, a driving school, a mutual insurer, a
 * municipal museum, a veterinary software startup, a local Arabic-language radio; in English a
 * hotel in Muscat, a car-rental agency in Jeddah, a bakery chain in Manchester, a recruitment
 * agency in Dublin, a private school in Doha, a pharmacy chain in Kuwait, a real-estate agency in
 * Dubai, a football club in Qatar, an insurance broker in Bahrain, a dental practice in Brussels, a
 * logistics depot near Rotterdam, a vineyard in Rioja, a law firm in Milan, a fitness chain in
 * Riyadh, an online fashion store in Berlin, a courier company, a software startup for vets; in
 * Arabic a dental practice in Muscat, a car-rental agency in Jeddah, a private school in Doha, a
 * pharmacy chain in Kuwait, a real-estate office in Dubai, a football club, an insurance broker in
 * Manama, a logistics depot in Jebel Ali, a hotel in Muscat, a bakery chain in Riyadh, a
 * recruitment office, a date farm in Al-Ahsa, a law firm, a charity for people with disabilities, a
 * municipality, a perfume shop in Riyadh, a sweets factory in Sharjah) and about the firm itself
 * (founders, office, hours, reply time, guarantee, values, languages, regions and sectors, personal
 * data, hosting, demos), with typos, missing accents, French mixed with English, Gulf dialect and
 * Modern Standard Arabic.
 * `expect` lists every page whose content answers the question: the home page shows the hero, the
 * services, the about block, the markets, the research, the case-study cards (not their figures)
 * and the contact details, so it often counts too.
 *
 * Spent since: measured once (top-3 fr 81.3 / en 84.2 / ar 97.4 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 211). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_17: EvaluationQuestion[] = [
  // Their own business: which service fits.
  ask(
    "fr",
    "on a un domaine viticole en bourgogne, les commandes sont eparpillées dans 15 fichiers excel differents. Vous pouvez centraliser tout ça dans un tableau de bord ?",
    DATA,
    SERVICES,
    ESG,
    HOME,
  ),
  ask(
    "fr",
    "cabinet dentaire a Annecy, la secretaire passe sa journee au tel pour les rdv. Un assistant qui prend les rendez-vous tout seul, vous faites ?",
    CLINIC,
    AI,
    CASES,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Dépôt logistique à Saint-Priest : nos serveurs sont vieux et en local, on veut passer sur le cloud proprement. C'est dans vos cordes ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "agence de location de voitures, on voudrait une appli mobile pour que les clients reservent et fassent l'état des lieux depuis leur telephone",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "chaine de 12 boulangeries, avant de depenser un centime on veut savoir si l'IA a un vrai ROI pour nous",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "cabinet de recrutement : nos consultants collent les CV des candidats dans ChatGPT n'importe comment... vous faites des formations sur l'usage responsable de l'IA ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "reseau de pharmacies, on doit mettre nos systemes en conformite RGPD et faire un audit de securite",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "on est un club de foot de National 3, on veut regrouper les données GPS des entraînements et les stats de match dans un seul dashboard",
    DATA,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "courtier en assurances, on reçoit des centaines de mails par jour avec toujours les mêmes questions, automatiser les réponses c possible ?",
    AI,
    SERVICES,
    CLINIC,
    HOME,
  ),
  ask(
    "fr",
    "petite startup (logiciel de gestion pour vétérinaires) : on veut une fonctionnalité IA dans le produit mais zéro data scientist en interne",
    SAAS,
    CASES,
    AI,
    HOME,
  ),
  ask(
    "fr",
    "Maison de parfum à Grasse. Nos fiches techniques et nos docs réglementaires font des milliers de pages, on voudrait un moteur de recherche intelligent dedans.",
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "jardinerie, on veut pas que nos donnees partent chez OpenAI. Un modele d'IA qui tourne sur notre propre serveur c'est faisable ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "hotel 4* a Nice avec beaucoup de clients du golfe, il nous faudrait un assistant en arabe, anglais et francais qui repond la nuit",
    AI,
    CLINIC,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "fromagerie industrielle en Savoie, la banque nous demande un reporting ESG et tout est fait a la main dans des tableurs",
    ESG,
    CASES,
    DATA,
    HOME,
  ),
  ask(
    "fr",
    "nos devs veulent monter en competence sur le MLOps, vous avez un atelier pour ça ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "musée municipal : notre site doit être accessible aux personnes handicapées, vous savez faire ?",
    DEV,
    ABOUT,
    SERVICES,
    HOME,
  ),
  // The case studies and the research.
  ask(
    "fr",
    "votre chatbot pour la clinique, ça a donné quoi comme résultats concrètement ?",
    CLINIC,
    CASES,
  ),
  ask("fr", "le tableau de bord ESG, le reporting prend combien de temps maintenant ?", ESG, CASES),
  ask(
    "fr",
    "je travaille pour une radio locale arabophone, vous avez des travaux sur la désinformation en dialecte ?",
    RESEARCH,
    HOME,
  ),
  // The firm itself.
  ask(
    "fr",
    "agence immobiliere basée a Dubai, vous bossez aux Emirats ou seulement en France ?",
    MARKETS,
    HOME,
  ),
  ask("fr", "On est une école privée, vous avez déjà travaillé dans l'éducation ?", MARKETS, HOME),
  ask("fr", "notre siège est à Francfort, le projet peut se faire en anglais ?", HOME, MARKETS),
  ask(
    "fr",
    "si l'appli que vous nous livrez plante au bout de 6 mois, la correction est a nos frais ?",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask("fr", "c'est qui les fondateurs de la boite", ABOUT, HOME),
  ask(
    "fr",
    "pour une mutuelle c'est important : comment vous gérez les biais et la transparence des modèles ?",
    ABOUT,
    HOME,
  ),
  ask(
    "fr",
    "vous etes basés ou exactement ? on est une auto-ecole a Villeurbanne",
    CONTACT,
    ABOUT,
    HOME,
  ),
  ask("fr", "vous êtes ouverts le samedi ?", CONTACT, HOME),
  ask(
    "fr",
    "j'ai envoyé un message via le formulaire, vous répondez en combien de temps en général",
    CONTACT,
    HOME,
  ),
  ask(
    "fr",
    "les infos que je mets dans le formulaire de contact vous les gardez combien de temps ?",
    PRIVACY,
  ),
  ask("fr", "votre site utilise des cookies de pub ou google analytics ?", PRIVACY),
  ask("fr", "ou est heberge votre site, en europe ?", LEGAL),
  ask("fr", "est-ce que je peux voir une démo vidéo de vos solutions avant de m'engager", DEMOS),
  // A person.
  person("fr", "je peux avoir un devis pour un chatbot pour ma clinique vétérinaire ?"),
  person("fr", "est ce qu'un consultant peut me rappeler demain matin"),
  person(
    "fr",
    "J'aimerais prendre RDV avec quelqu'un de chez vous pour parler de nos boulangeries.",
  ),
  person("fr", "je prefere parler a un humain svp"),
  person("fr", "vous pouvez m'appeler au sujet d'un audit pour notre dépôt ?"),
  person(
    "fr",
    "Bonjour, je suis DSI d'une chaîne de pharmacies. Pouvez-vous organiser une visio avec votre CTO la semaine prochaine ?",
  ),
  person("fr", "un call possible cette semaine ? on est pressés"),
  person("fr", "mettez moi en relation avec un commercial"),
  // Off topic, sharing a word with the site.
  offTopic("fr", "mon forfait mobile n'a plus de données, comment je recharge ?"),
  offTopic("fr", "formation cariste CACES près de Lyon, vous connaissez un organisme ?"),
  offTopic("fr", "comment obtenir une attestation de sécurité sociale pour un stagiaire"),
  offTopic("fr", "mon iCloud est plein, comment libérer de la place sur mon iphone"),
  offTopic("fr", "projet de loi de finances 2027 : qu'est-ce qui change pour les TPE ?"),
  offTopic("fr", "la garantie décennale de mon constructeur couvre les fissures du garage ?"),
  offTopic("fr", "migration des cigognes, elles passent quand en Alsace ?"),
  offTopic("fr", "quel modele de robot tondeuse pour 800 m2 de pelouse"),
  offTopic("fr", "le tableau de bord de ma voiture affiche un voyant moteur orange"),
  offTopic("fr", "le pipeline de gaz entre l'Algérie et l'Espagne est toujours fermé ?"),
  offTopic("fr", "comment devenir assistante dentaire, il faut quel diplôme ?"),
  offTopic("fr", "horaires de la pharmacie de garde à Annecy ce dimanche"),
  // Off topic.
  offTopic("fr", "qui a gagné la ligue des champions l'an dernier"),
  offTopic("fr", "recette de pâte feuilletée maison"),
  offTopic("fr", "quel vin rouge avec une raclette ?"),
  offTopic("fr", "j'ai une rage de dents, quel antidouleur prendre"),
  offTopic("fr", "prix d'une location de voiture à l'aéroport de Nice en août"),
  offTopic("fr", "comment on dit bon appétit en arabe"),
  offTopic("fr", "salaire moyen d'un chargé de recrutement en France ?"),
  offTopic("fr", "comment résilier mon assurance auto avant l'échéance"),
  offTopic("fr", "horaires des marées à Saint-Malo demain"),
  offTopic("fr", "mon chien vomit depuis hier soir, je dois l'emmener chez le véto ?"),
  offTopic("fr", "c'est qui le président de l'UEFA"),
  offTopic("fr", "meilleure période pour tailler la vigne"),
  ...HELD_OUT_17_EN,
  ...HELD_OUT_17_AR,
];
