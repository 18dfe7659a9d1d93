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
import { HELD_OUT_14_AR } from "./held-out-14-ar";
import { HELD_OUT_14_EN } from "./held-out-14-en";

/**
 * A fourteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets or any miss. It is
 * measured and reported apart, never tuned on: once read to change the retrieval, it is spent.
 * Questions as visitors of a small consultancy type them, about their own business (a pharmacy
 * chain in Kuwait, a farmers' cooperative in Brittany, a football club, a translation agency, a
 * cleaning company, an architecture studio in Abu Dhabi, a museum, a telecom reseller, a
 * municipality's tourism office, a fintech in Bahrain, a furniture maker, an airline's cargo arm, a
 * wine estate, a ferry operator, a private school group in Qatar…); each `ask` lists every page
 * whose content answers it (the home page shows the hero, services, about, markets, research,
 * case-study cards and contact sections; the full case studies are on /cases and their own pages).
 * Its English part is in held-out-14-en.ts, its Arabic part (Gulf dialect and Modern Standard
 * Arabic) in held-out-14-ar.ts.
 *
 * Spent since: measured once (top-3 fr 78.1 / en 86.8 / ar 84.2 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 207). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_14: EvaluationQuestion[] = [
  // Asked about the visitor's own business, French as typed.
  ask(
    "fr",
    "Bonjour, nous sommes une chaîne de pharmacies au Koweït, est-ce que vous travaillez dans ce pays ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "coopérative agricole en bretagne, nos chiffres de récolte sont éparpillés dans une quarantaine de fichiers excel, vous pouvez tout regrouper dans un tableau de bord ?",
    DATA,
    SERVICES,
    HOME,
    ESG,
    CASES,
  ),
  ask(
    "fr",
    "vous faites des chatbots qui parlent arabe ? on est un club de foot avec bcp de supporters du golfe",
    AI,
    SERVICES,
    HOME,
    CLINIC,
    CASES,
    MARKETS,
  ),
  ask(
    "fr",
    "agence de traduction ici : votre R&D travaille sur les dialectes arabes ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "Boîte de nettoyage, 200 agents. On voudrait apprendre à nos chefs d'équipe à se servir de ChatGPT sans faire n'importe quoi, vous proposez ça ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask("fr", "cabinet d'archi a Abu Dhabi, vous etes presents aux emirats?", MARKETS, HOME),
  ask(
    "fr",
    "Pour notre musée on rêve d'une appli mobile de visite, c'est dans vos cordes ?",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "revendeur telecom, nos serveurs datent de 2012, vous pouvez nous migrer vers le cloud ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "je travaille à l'office de tourisme de la mairie, vous bossez avec le secteur public ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "combien de temps vous gardez mes infos si je remplis le formulaire de contact",
    PRIVACY,
  ),
  ask(
    "fr",
    "On fabrique des meubles en chêne. Avant de mettre un euro dans l'IA j'aimerais savoir si c'est rentable pour nous, vous faites ce genre d'étude ?",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "le chatbot de la clinique, concrètement il a fait baisser l'attente au téléphone de combien ?",
    CLINIC,
    CASES,
  ),
  ask(
    "fr",
    "c'est quoi votre garantie exactement si le truc ne marche pas ?",
    ABOUT,
    HOME,
    SERVICES,
  ),
  ask("fr", "vous etes bases ou ?", ABOUT, CONTACT, HOME, LEGAL, MARKETS),
  ask("fr", "Horaires du bureau svp", CONTACT, HOME),
  ask(
    "fr",
    "fintech à Bahreïn : nos données ne peuvent pas sortir, un modèle de langage peut-il tourner sur nos propres serveurs ?",
    RESEARCH,
    HOME,
  ),
  ask("fr", "qui a créé la société ?", ABOUT, HOME),
  ask(
    "fr",
    "On gère le fret d'une compagnie aérienne et on croule sous les mails répétitifs des transitaires, un assistant pourrait y répondre tout seul ?",
    AI,
    SERVICES,
    HOME,
    CLINIC,
    CASES,
  ),
  ask("fr", "je peux voir une démo en vidéo de vos solutions ?", DEMOS),
  ask("fr", "Qui est directeur de la publication de ce site ?", LEGAL),
  ask("fr", "le site est hébergé où ? en europe ?", LEGAL),
  ask("fr", "vous mettez des cookies de pub ou google analytics ?", PRIVACY),
  ask(
    "fr",
    "Startup SaaS, pas de data scientist en interne. Vous pouvez intégrer une fonctionnalité IA et ensuite former nos devs pour qu'on soit autonomes ?",
    SAAS,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "dans votre cas ESG, le reporting prenait combien de temps avant et après ?",
    ESG,
    CASES,
  ),
  ask("fr", "si je vous écris vous répondez sous combien de temps", CONTACT, HOME),
  ask(
    "fr",
    "vous faites des audits de securite ? le musée a un vieux SI avec les fichiers des adhérents",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask("fr", "quelles sont vos valeurs ? l'éthique ça compte pour vous ?", ABOUT, HOME),
  ask(
    "fr",
    "recherche dans nos archives de plans et de CCTP avec une IA, c'est possible ?",
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Vous avez des partenariats avec des universités ou des labos ?",
    RESEARCH,
    HOME,
    ABOUT,
  ),
  ask(
    "fr",
    "Pour un domaine viticole en Bourgogne : vos outils sont-ils accessibles aux personnes malvoyantes ?",
    ABOUT,
    HOME,
    DEV,
    SERVICES,
  ),
  ask("fr", "vous travaillez en allemagne et en espagne ou juste en france", MARKETS, HOME),
  ask(
    "fr",
    "Je veux faire supprimer les données que je vous ai envoyées, c'est possible ?",
    PRIVACY,
  ),

  // Asking for a person.
  person("fr", "je voudrais parler à quelqu'un de chez vous pour le projet de notre coopérative"),
  person("fr", "Pouvez-vous me rappeler demain matin ? C'est pour une chaîne de pharmacies."),
  person("fr", "envoyez moi un devis pour un chatbot pour notre club de foot svp"),
  person("fr", "on peut caler une visio la semaine prochaine ?"),
  person("fr", "mettez-moi en relation avec un commercial"),
  person("fr", "je préfère parler a un humain, pas a un robot"),
  person("fr", "On pourrait se voir à Lyon autour d'un café pour parler du musée ?"),
  person("fr", "j'aimerais un rdv avec votre CTO pour notre agence de traduction"),

  // Not on the site.
  offTopic("fr", "quel modèle de Peugeot 208 consomme le moins ?"),
  offTopic("fr", "je n'ai plus de données mobiles, comment en racheter chez Free ?"),
  offTopic("fr", "il va faire beau à Lyon ce week-end ?"),
  offTopic("fr", "recherche d'emploi aide-soignante à Rennes"),
  offTopic("fr", "vol pas cher Paris Riyad en janvier"),
  offTopic("fr", "le chatbot de ma banque ne répond plus, comment je débloque ma carte bleue ?"),
  offTopic("fr", "formation continue infirmière en soins palliatifs, comment s'inscrire ?"),
  offTopic("fr", "recette des galettes de sarrasin bretonnes"),
  offTopic("fr", "score du match OL PSG hier soir"),
  offTopic("fr", "comment on dit merci en arabe ?"),
  offTopic("fr", "mon canapé est déchiré après 6 mois, le fabricant refuse la garantie"),
  offTopic("fr", "prix du m2 pour acheter un appart a abu dhabi"),
  offTopic("fr", "horaires de la pharmacie de garde dimanche"),
  offTopic("fr", "la sécurité sociale rembourse combien pour des lunettes ?"),
  offTopic("fr", "comment enlever une tache de vin sur un canapé en velours"),
  offTopic("fr", "taux de change dinar koweitien euro aujourd'hui"),
  offTopic("fr", "j'ai oublié le mot de passe wifi de ma box"),
  offTopic("fr", "le louvre est ouvert le mardi ?"),
  offTopic("fr", "un voyant orange clignote sur le tableau de bord de ma voiture"),
  offTopic("fr", "l'application de ma mutuelle plante au démarrage, que faire ?"),
  offTopic("fr", "écris moi ma dissertation de philo sur l'intelligence artificielle"),
  offTopic("fr", "migration des oiseaux en bretagne en hiver"),
  offTopic("fr", "audit énergétique obligatoire pour vendre ma maison ?"),
  offTopic("fr", "combien prend un architecte pour une extension de 30 m2 ?"),

  ...HELD_OUT_14_EN,
  ...HELD_OUT_14_AR,
];
