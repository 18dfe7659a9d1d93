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
import { HELD_OUT_15_AR } from "./held-out-15-ar";
import { HELD_OUT_15_EN } from "./held-out-15-en";

/**
 * A fifteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets or any miss. It is
 * measured and reported apart, never tuned on: once read to change the retrieval, it is spent.
 * Questions as visitors of a small consultancy type them, about their own business (an insurance
 * mutual in Nantes, a chain of gyms in Jeddah, an event agency, a port authority, a bookshop, a
 * dairy in Normandy, a biotech lab, a call centre, a real-estate developer in Lusail, a cosmetics
 * brand, a school bus operator, a network of veterinary clinics, a leasing company, a water board,
 * a group of nurseries, a car-rental firm in Muscat, a hotel group in Ras Al Khaimah, a law firm in
 * Brussels, a private bank in Luxembourg, a coffee roaster in Riyadh, a perfume house in Dubai, a
 * tile maker in Italy, a bakery chain in Kuwait, a newspaper in Kuwait, a dental clinic in
 * Riyadh…), and visitors who ask about the firm itself without telling their business. Each `ask`
 * lists every page whose content answers it (the home page shows the hero, services, about,
 * markets, research, case-study cards and contact sections; the full case studies, with their
 * figures, are only on /cases and their own pages). Its English part is in held-out-15-en.ts, its
 * Arabic part (Gulf dialect and Modern Standard Arabic) in held-out-15-ar.ts.
 *
 * Spent since: measured once (top-3 fr 84.4 / en 97.4 / ar 76.3 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 209). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_15: EvaluationQuestion[] = [
  // Asked about the visitor's own business, French as typed.
  ask(
    "fr",
    "Bonjour, on est une mutuelle d'assurance basée à Nantes, nos conseillers croulent sous les mêmes questions des adhérents au téléphone. Un chatbot pourrait répondre à leur place ?",
    AI,
    SERVICES,
    HOME,
    CLINIC,
    CASES,
  ),
  ask(
    "fr",
    "chaine de salles de sport a djeddah, vous intervenez en arabie saoudite ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "agence événementielle : on voudrait une appli mobile pour les participants de nos salons, c'est dans vos cordes ?",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Autorité portuaire ici. Nos données de trafic des navires arrivent de 5 systèmes différents, on voudrait un entrepot de données propre et documenté",
    DATA,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "petite librairie indépendante, on aimerait former nos libraires à utiliser l'IA générative correctement, vous faites des ateliers ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "laiterie en normandie, notre reporting ESG annuel nous prend un mois entier avec des tableurs partout, vous avez deja fait ca ?",
    ESG,
    CASES,
    HOME,
    DATA,
    SERVICES,
  ),
  ask(
    "fr",
    "Labo de biotech, nos données de recherche sont sensibles : est-ce qu'un modèle de langage peut tourner sur nos propres serveurs, sans cloud ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "on gère un call center pour des opérateurs telecom, d'après vos projets quelle part des demandes un chatbot arrive à traiter seul ?",
    CLINIC,
    CASES,
  ),
  ask(
    "fr",
    "promoteur immobilier à Lusail, on veut une feuille de route IA avant d'engager du budget",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "marque de cosmetiques bio, notre site est lent et pas du tout accessible, vous refaites des sites web ?",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "transporteur scolaire (bus), notre logiciel de planning tourne sur un vieux serveur dans un placard... vous faites l'audit et la migration vers le cloud ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "réseau de cliniques vétérinaires, nos accueils sont débordés par les prises de rdv, votre chatbot peut se brancher sur l'agenda ?",
    CLINIC,
    CASES,
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "startup SaaS (logiciel de gestion pour salles d'escalade), on veut mettre de l'IA dans le produit mais zero data scientist en interne, comment vous aviez fait avec l'autre startup ?",
    SAAS,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "Média en ligne franco-arabe : votre projet de détection de fausses infos en arabe, il a démarré ou pas encore ?",
    RESEARCH,
    HOME,
  ),
  ask(
    "fr",
    "Courtier en assurances, on veut être sûrs d'être conformes RGPD sur nos fichiers clients, vous accompagnez la mise en conformité ?",
    SECURITY,
    SERVICES,
    HOME,
    MARKETS,
  ),
  ask(
    "fr",
    "société de crédit-bail à Lyon, l'AI Act vous le prenez en compte dans vos projets ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "Syndicat des eaux (collectivité), est ce que vous travaillez avec le secteur public ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "groupe de crèches, on voudrait que nos directrices comprennent mieux les chiffres, vous faites de la culture data ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "éditeur de logiciel de caisse, une formation MLOps pour nos devs c'est possible ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "On est une mutuelle, on doit pouvoir expliquer chaque décision : vos modèles c'est pas une boite noire au moins ?",
    ABOUT,
    HOME,
  ),
  // Asked about the firm itself, without a business.
  ask("fr", "vous êtes basés où exactement ?", CONTACT, ABOUT, HOME, LEGAL),
  ask("fr", "c'est qui les fondateurs de votre boite ?", ABOUT, HOME),
  ask("fr", "Quels sont vos horaires ? ouvert le samedi ?", CONTACT, HOME),
  ask("fr", "en combien de temps vous répondez quand on remplit le formulaire ?", CONTACT, HOME),
  ask(
    "fr",
    "que faites vous des infos que je mets dans le formulaire de contact ? vous les revendez ?",
    PRIVACY,
  ),
  ask("fr", "vous gardez mes données perso combien de temps", PRIVACY),
  ask("fr", "Qui est le directeur de la publication du site ?", LEGAL),
  ask("fr", "le site est hébergé où ? en europe ?", LEGAL),
  ask(
    "fr",
    "est-ce que je peux voir une démo vidéo de vos solutions avant de vous écrire ?",
    DEMOS,
    HOME,
  ),
  ask(
    "fr",
    "votre garantie d'un an, elle couvre quoi exactement ? les mises a jour ?",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "Vous travaillez dans quelles langues ? nos clients sont francophones et arabophones",
    HOME,
    ABOUT,
    MARKETS,
  ),
  ask("fr", "Avec quelle université vous faites votre R&D ?", RESEARCH, HOME, ABOUT),

  // The visitor asks for a person.
  person("fr", "Je peux avoir quelqu'un au téléphone cet après-midi ?"),
  person(
    "fr",
    "j'aimerais un devis pour un chatbot pour nos 12 salles, vous pouvez m'en faire un ?",
  ),
  person("fr", "pouvez vous me rappeler demain matin svp"),
  person("fr", "on voudrait caler une visio avec un de vos consultants la semaine prochaine"),
  person("fr", "je préfère parler à un humain plutôt qu'à un robot"),
  person("fr", "Mettez-moi en relation avec votre commercial pour le Qatar svp"),
  person("fr", "besoin d'un rdv avec votre CTO pour discuter de notre projet au labo"),
  person("fr", "Pouvez-vous m'envoyer une proposition chiffrée ?"),

  // Off-topic, often sharing a word with the site.
  offTopic("fr", "vous vendez des contrats d'assurance habitation ?"),
  offTopic("fr", "la garantie de mon lave-linge a expiré, vous pouvez le réparer ?"),
  offTopic("fr", "je cherche une formation cariste CACES à Nantes"),
  offTopic("fr", "quel temps fera-t-il à Lyon ce week-end ?"),
  offTopic("fr", "mon forfait data ne marche plus depuis que je suis à Dubaï"),
  offTopic("fr", "comment migrer mon compte Instagram en compte pro ?"),
  offTopic("fr", "horaires du bus scolaire ligne 12 à Rezé"),
  offTopic("fr", "le port de Marseille est-il ouvert aux visiteurs le dimanche ?"),
  offTopic("fr", "je voudrais réserver une salle de sport pour l'anniversaire de mon fils"),
  offTopic("fr", "prix du m2 à Lusail en ce moment ?"),
  offTopic("fr", "Vous avez le dernier roman de Joël Dicker en stock ?"),
  offTopic("fr", "comment faire du yaourt maison sans yaourtière"),
  offTopic("fr", "tableau de bord de ma clio : voyant orange allumé, c'est grave ?"),
  offTopic("fr", "Quel est le meilleur sérum anti-rides pour peau sèche ?"),
  offTopic("fr", "résultats du loto de samedi"),
  offTopic("fr", "je veux résilier mon abonnement de téléphone"),
  offTopic("fr", "comment sécuriser le wifi de ma maison"),
  offTopic("fr", "clinique dentaire ouverte le samedi à Lyon ?"),
  offTopic("fr", "j'ai oublié le mot de passe de mon espace client EDF"),
  offTopic("fr", "combien coûte un billet d'avion Lyon Djeddah en mars"),
  offTopic("fr", "c'est quoi la capitale du Qatar"),
  offTopic("fr", "un modèle de lettre de démission svp"),
  offTopic("fr", "recette de cookies sans gluten ?"),
  offTopic("fr", "Quel vaccin faut-il pour mon chien avant un voyage ?"),

  ...HELD_OUT_15_EN,
  ...HELD_OUT_15_AR,
];
