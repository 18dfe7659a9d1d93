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
import { HELD_OUT_13_AR } from "./held-out-13-ar";
import { HELD_OUT_13_EN } from "./held-out-13-en";

/**
 * A thirteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets or any miss. It is
 * measured and reported apart, never tuned on: once read to change the retrieval, it is spent.
 * Questions as visitors of a small consultancy type them, about their own business (a group of
 * dental practices, a logistics startup in Rotterdam, a Saudi retail chain, a law firm, a hotel in
 * Muscat, a bakery franchise, a solar installer, an NGO, a car dealership, a recruitment agency, a
 * textile maker in Italy, a hospital, a news outlet…); each `ask` lists every page whose content
 * answers it (the home page shows the hero, services, about, markets, research, case-study cards
 * and contact sections; the full case studies are on /cases and their own pages). Its English part
 * is in held-out-13-en.ts, its Arabic part (Gulf dialect and Modern Standard Arabic) in
 * held-out-13-ar.ts.
 *
 * Spent since: measured once (top-3 fr 78.1 / en 76.3 / ar 92.1 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 206). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_13: EvaluationQuestion[] = [
  ask(
    "fr",
    "bonjour, on est un groupe de 6 cabinets dentaires autour de Bordeaux, nos secretaires passent leur journee au tel pour des rdv. vous faites des chatbots qui prennent les rendez-vous ?",
    CLINIC,
    CASES,
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "le chatbot de la clinique, ça a donné quoi comme résultats concrètement ?",
    CLINIC,
    CASES,
  ),
  ask(
    "fr",
    "Cabinet d'avocats à Paris : on voudrait un outil pour chercher dans nos milliers de contrats et de conclusions, c'est le genre de truc que vous faites ?",
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "franchise de boulangeries (42 points de vente), nos chiffres de vente sont dans des fichiers excel un peu partout, on voudrait un seul tableau de bord",
    DATA,
    SERVICES,
    HOME,
    ESG,
    CASES,
  ),
  ask(
    "fr",
    "vous faites aussi des applis mobiles? on voudrait une appli de fidélité pour nos clients",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "installateur de panneaux solaires ici, on a un vieux serveur dans un placard et tout est dessus... un audit puis une migration vers le cloud c'est possible ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "est ce que vous pouvez nous aider a etre en regle avec le RGPD ? on est une ONG avec un gros fichier de donateurs",
    SECURITY,
    SERVICES,
    HOME,
    MARKETS,
  ),
  ask(
    "fr",
    "Avant de nous lancer dans l'IA on voudrait savoir si ça vaut le coup. Vous faites du conseil, une estimation du ROI ?",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "workshop IA generative pour nos recruteurs (agence de recrutement, 25 personnes), you do that ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "c'est quoi votre garantie exactement ? si ça marche plus au bout de 6 mois on fait comment",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask("fr", "Vous êtes basés où ?", ABOUT, CONTACT, HOME, LEGAL, MARKETS),
  ask(
    "fr",
    "startup logistique a Rotterdam, vous bossez aux Pays-Bas ou que en France ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "Nous sommes une chaîne de magasins en Arabie saoudite. Intervenez-vous dans les pays du Golfe ?",
    MARKETS,
    HOME,
    ABOUT,
  ),
  ask("fr", "vous travaillez avec quels secteurs ? on est une école d'ingénieurs", MARKETS, HOME),
  ask("fr", "vos horaires ? je peux passer un samedi ?", CONTACT, HOME),
  ask(
    "fr",
    "en combien de temps vous repondez quand on envoie un message par le formulaire",
    CONTACT,
    HOME,
  ),
  ask("fr", "qui a fondé la boîte ?", ABOUT, HOME, LEGAL),
  ask("fr", "vous bossez sur quoi en R&D en ce moment", RESEARCH, HOME),
  ask(
    "fr",
    "on est un média franco-marocain, votre détection de fake news en arabe c'est dispo ou c'est encore un projet ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "groupe hospitalier, données sensibles : est-ce qu'un modèle d'IA peut tourner sur nos propres serveurs, sans cloud ?",
    RESEARCH,
    HOME,
  ),
  ask("fr", "avec quelles universités vous travaillez ?", RESEARCH, HOME, ABOUT),
  ask("fr", "je peux voir des vidéos de démo de vos solutions avant de vous contacter ?", DEMOS),
  ask("fr", "mentions legales : c'est qui l'hebergeur du site et ou sont les serveurs", LEGAL),
  ask(
    "fr",
    "combien de temps vous gardez mes données si je remplis le formulaire de contact ?",
    PRIVACY,
  ),
  ask("fr", "vous mettez des cookies pub ou google analytics sur le site ?", PRIVACY),
  ask(
    "fr",
    "je veux faire supprimer les infos perso que je vous ai envoyées, comment je fais",
    PRIVACY,
  ),
  ask(
    "fr",
    "est-ce que je peux reprendre vos textes et images dans une présentation pour un client ?",
    LEGAL,
  ),
  ask(
    "fr",
    "concessionnaire auto, vous avez des exemples de projets clients ? des etudes de cas ?",
    CASES,
    HOME,
    CLINIC,
    ESG,
    SAAS,
  ),
  ask(
    "fr",
    "Notre startup SaaS veut ajouter une fonctionnalité IA sans embaucher de data scientists, vous avez déjà fait ça ?",
    SAAS,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "le reporting ESG en deux jours au lieu de trois semaines, c'était pour quel genre de boite ?",
    ESG,
    CASES,
  ),
  ask(
    "fr",
    "Hôtel à Mascate, nos clients parlent arabe, anglais, français... vous gérez des projets dans ces langues ?",
    HOME,
    CLINIC,
    CASES,
    AI,
    SERVICES,
    MARKETS,
    ABOUT,
  ),
  ask("fr", "comment vous gerez l'ethique, les biais des modeles, la transparence ?", ABOUT, HOME),
  person("fr", "je préfère en parler de vive voix, quelqu'un peut m'appeler demain ?"),
  person("fr", "pouvez vous m'envoyer un devis pour un chatbot pour nos 3 cabinets dentaires"),
  person("fr", "je voudrais prendre rdv avec un de vos consultants"),
  person("fr", "est-ce que je peux parler à un humain svp"),
  person("fr", "on peut caler une visio la semaine pro pour discuter de notre projet ?"),
  person("fr", "Mettez-moi en relation avec votre commercial, merci."),
  person("fr", "rappelez moi au 06 12 34 56 78 svp c'est pour un projet d'appli"),
  person("fr", "j'aimerais rencontrer votre équipe à Lyon pour présenter notre ONG"),
  offTopic("fr", "vous avez des offres de formation pour le permis de conduire ?"),
  offTopic(
    "fr",
    "comment renforcer la sécurité de ma maison contre les cambriolages, alarme ou caméra ?",
  ),
  offTopic("fr", "c'est quoi les horaires du marché de la Croix-Rousse le dimanche ?"),
  offTopic("fr", "meilleur hotel pas cher a Dubai pour les vacances de fevrier"),
  offTopic("fr", "le film sur l'IA avec Joaquin Phoenix il s'appelle comment deja ?"),
  offTopic("fr", "les data de l'OL cette saison, combien de buts pour Lacazette ?"),
  offTopic("fr", "une bonne recette de pain au levain pour ma boulangerie ?"),
  offTopic("fr", "combien de panneaux solaires il faut pour une maison de 120 m2 ?"),
  offTopic(
    "fr",
    "le chatbot de ma banque me répond pas, comment je fais pour débloquer ma carte bleue ?",
  ),
  offTopic("fr", "quel est le taux du livret A en ce moment"),
  offTopic("fr", "mon iphone s'allume plus, vous réparez ?"),
  offTopic("fr", "quelle est la capitale du Qatar ?"),
  offTopic("fr", "la garantie décennale de mon couvreur, ça couvre quoi exactement ?"),
  offTopic("fr", "mon stockage iCloud est plein, comment libérer de l'espace dans le cloud ?"),
  offTopic("fr", "un conseil pour investir en bourse, j'achète des actions Nvidia ou pas ?"),
  offTopic("fr", "vous vendez des tableaux de bord pour voiture ? le mien est fissuré (Clio 4)"),
  offTopic("fr", "horaires de la piscine municipale à Lyon ?"),
  offTopic("fr", "je cherche un stage de cuisine lyonnaise pour un week-end"),
  offTopic("fr", "comment faire une demande de visa pour l'Arabie saoudite ?"),
  offTopic("fr", "quel temps il va faire à Mascate la semaine prochaine"),
  offTopic("fr", "je cherche un CDI de chauffeur poids lourd vers Rotterdam"),
  offTopic("fr", "une bonne appli gratuite pour apprendre l'anglais ?"),
  offTopic("fr", "mon avocat ne me répond plus depuis 2 mois, je peux porter plainte contre lui ?"),
  offTopic(
    "fr",
    "c'est quoi la différence entre un expert-comptable et un commissaire aux comptes",
  ),
  ...HELD_OUT_13_EN,
  ...HELD_OUT_13_AR,
];
