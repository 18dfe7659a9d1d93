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
import { HELD_OUT_19_AR } from "./held-out-19-ar";
import { HELD_OUT_19_EN } from "./held-out-19-en";

/**
 * A nineteenth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets' questions or any
 * miss. It is measured and reported apart, never tuned on: once read to change the retrieval, it is
 * spent. Questions as visitors of a small consultancy type them, about their own business (a ferry
 * operator in Marseille, a dialysis centre, a fashion e-shop in Casablanca, a driving school, a
 * symphony orchestra, a mining supplier, a co-op supermarket, a solar-panel installer in Seville,
 * a family printing house, a chain of crèches, a water board, a ski rental in the Alps, a spice
 * trader, an insurance broker, an olive-oil mill, a pharmacy-software publisher, a mutual insurer,
 * a town hall, a dental practice, a sailing school, an estate agency, a boatyard, a bakery chain, a
 * recruitment agency; in English a ferry line in Piraeus, a dialysis centre, a driving school, an
 * orchestra, a mining-equipment supplier, a co-op supermarket, a solar installer in Seville, an
 * airline's cargo desk in Doha, a print shop, a kindergarten chain, a water utility, a ski rental,
 * a spice trader, an insurance brokerage, a fitness-app startup, a museum, a pharmacy chain in
 * Riyadh, a language school, a hotel in Bahrain, a tutoring platform, a private university, a port
 * authority, a wind-farm operator, a furniture e-shop; in Arabic a ferry company in Dubai, a
 * dialysis centre, a driving school in Riyadh, a mining supplier, a co-op society in Kuwait, a
 * solar company, an air-cargo office in Doha, a printing house, a nursery chain, a state water
 * company, a spice trader in Muscat, an insurer in Bahrain, a delivery-app startup, a hospital, a
 * local TV channel, a small bank, an association for the blind, a private university, a
 * real-estate firm, an abaya e-shop, a date factory in Qassim, a ski-equipment rental in Dubai, a
 * telecom operator) and about the firm itself (office, hours, reply time, guarantee, founders,
 * values, bias, accessibility, languages, regions and sectors, case figures, personal data,
 * retention, cookies, hosting, publication director, image rights, research partners,
 * on-premises models, demos), with typos, missing accents, French mixed with English, Gulf
 * dialect and Modern Standard Arabic.
 * `expect` lists every page whose content answers the question: the home page shows the hero, the
 * services, the about block, the markets, the research, the case-study cards (not their figures)
 * and the contact details, so it often counts too.
 * Spent since: measured once (top-3 fr 81.3 / en 73.7 / ar 84.2 %), then read and tuned on by
 * class of miss, never by a question's own words (decision 214). It no longer says what the
 * assistant does on questions nobody tuned for.
 */
export const HELD_OUT_19: EvaluationQuestion[] = [
  ask(
    "fr",
    "on exploite des ferrys entre Marseille et la Corse, un chatbot qui repond aux passagers en francais, anglais et arabe c'est faisable ?",
    AI,
    CLINIC,
    HOME,
  ),
  ask(
    "fr",
    "centre de dialyse : les patients appellent sans arret pour deplacer leurs seances. Un assistant qui prend les rdv, vous l'avez deja fait ?",
    CLINIC,
    CASES,
    AI,
    HOME,
  ),
  ask("fr", "e-shop de mode a Casablanca, vous bossez avec des boites e-commerce ?", MARKETS, HOME),
  ask(
    "fr",
    "auto-école avec 6 agences, on veut une appli mobile pour réserver les leçons de conduite",
    DEV,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "orchestre symphonique, nos chiffres de billetterie sont éparpillés dans une quinzaine de fichiers excel. Chaque bilan de saison nous prend un mois. Vous pouvez centraliser ça dans un dashboard ?",
    DATA,
    ESG,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "fournisseur pour l'industrie miniere, nos serveurs datent de 2009. vous faites audit + migration vers le cloud ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "supermarché coopératif : on voudrait former les salariés à utiliser l'IA générative sans faire n'importe quoi",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "installateur de panneaux solaires à Séville, vous intervenez en Espagne ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "imprimerie familiale, on hesite a investir dans l'IA. Vous pouvez estimer le retour sur investissement avant qu'on engage un budget ?",
    CONSULTING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "réseau de crèches, on stocke des infos sur les enfants et les parents. Vous accompagnez la mise en conformité RGPD ?",
    SECURITY,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "regie des eaux intercommunale, le secteur public c'est dans vos cordes ?",
    MARKETS,
    HOME,
  ),
  ask(
    "fr",
    "location de skis en Savoie, la garantie sur ce que vous livrez dure combien de temps ?",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "négociant en épices, on veut que nos commerciaux retrouvent vite une info dans nos centaines de fiches produits et PDF fournisseurs, genre un moteur de recherche intelligent",
    AI,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "c'est dans quelle ville vos locaux ? on est une imprimerie a Grenoble",
    CONTACT,
    ABOUT,
    HOME,
  ),
  ask(
    "fr",
    "cabinet de courtage en assurances, notre reporting ESG prend des semaines. vous avez deja regle ce genre de probleme ?",
    ESG,
    CASES,
    HOME,
  ),
  ask(
    "fr",
    "moulin à huile d'olive en Provence : les mises à jour sont gratuites pendant la garantie ?",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "on édite un logiciel SaaS pour les pharmacies, on aimerait une feature IA dedans sans recruter toute une équipe de data scientists",
    SAAS,
    CASES,
    HOME,
  ),
  ask("fr", "delai de reponse apres le formulaire de contact ?", CONTACT, HOME),
  ask("fr", "vous bossez le samedi matin ou pas du tout ?", CONTACT, HOME),
  ask(
    "fr",
    "mutuelle santé, nos données sont sensibles. Est-ce qu'un modèle de langage peut tourner chez nous sur un serveur modeste, sans cloud ?",
    RESEARCH,
    HOME,
  ),
  ask("fr", "vous faites quoi comme recherche avec les universités ?", RESEARCH, HOME, ABOUT),
  ask(
    "fr",
    "pour la mairie on cherche un outil qui repère les fake news en arabe sur les réseaux, vous avez ça ?",
    RESEARCH,
    HOME,
  ),
  ask("fr", "qui dirige la boite ? y a un CTO ?", ABOUT, HOME),
  ask(
    "fr",
    "cabinet dentaire. Si je vous ecris via le formulaire, vous faites quoi de mes coordonnees ?",
    PRIVACY,
  ),
  ask("fr", "au bout de combien d'annees vous effacez ce que je vous ai envoye ?", PRIVACY),
  ask("fr", "votre site me trace pour la pub ? genre pixel facebook ?", PRIVACY),
  ask("fr", "ce site web, c'est heberge chez qui et dans quel coin du monde ?", LEGAL),
  ask(
    "fr",
    "je monte une présentation pour mon école de voile, je peux reprendre les images de votre site ?",
    LEGAL,
  ),
  ask(
    "fr",
    "agence immobilière : on aimerait voir vos outils en vrai avant de se décider, y a des captures ou des vidéos quelque part ?",
    DEMOS,
  ),
  ask(
    "fr",
    "chantier naval, nos devs veulent monter en compétence sur le MLOps. c'est dans vos ateliers ?",
    TRAINING,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "chaîne de 40 boulangeries : il nous faut des pipelines fiables et un entrepôt de données pour les ventes",
    DATA,
    SERVICES,
    HOME,
  ),
  ask(
    "fr",
    "agence de recrutement, notre futur chatbot candidats devra passer le relais à un recruteur quand la question est trop compliquée. Vous savez faire ça ?",
    CLINIC,
    CASES,
  ),
  person("fr", "je voudrais un devis pour un chatbot pour notre compagnie de ferry"),
  person("fr", "pouvez vous me rappeler demain matin svp, centre de dialyse de Nîmes"),
  person("fr", "on peut caler une visio avec quelqu'un de chez vous cette semaine ?"),
  person("fr", "j'aimerais parler a un conseiller, pas a un robot"),
  person("fr", "RDV possible dans vos bureaux jeudi aprem ?"),
  person("fr", "combien ça coûte une appli de réservation pour auto-école ? envoyez moi un devis"),
  person("fr", "mettez moi en relation avec votre CTO svp, projet pour un supermarché coop"),
  person("fr", "besoin d'un call rapide avec un expert data pour notre imprimerie"),
  offTopic("fr", "garantie légale sur un lave-linge acheté il y a 18 mois"),
  offTopic("fr", "comment avoir un stand au marché de Noël de Lyon"),
  offTopic("fr", "comment distiller de la lavande avec un alambic"),
  offTopic("fr", "le compteur de vitesse du tableau de bord de ma 208 ne marche plus"),
  offTopic("fr", "formation pour passer le permis bateau côtier"),
  offTopic("fr", "migration des cigognes en septembre"),
  offTopic("fr", "recherche coloc étudiante vers la Guillotière"),
  offTopic("fr", "numero de la securite sociale pour un remboursement de lunettes"),
  offTopic("fr", "meilleur modèle de poussette tout terrain"),
  offTopic("fr", "méthode de l'étude de cas en droit des contrats, L2"),
  offTopic("fr", "louer un entrepôt frigorifique pres de Rungis"),
  offTopic("fr", "golfe du Morbihan horaires des bateaux pour l'île aux Moines"),
  offTopic("fr", "recette du tajine aux pruneaux"),
  offTopic("fr", "ravoir une casserole inox cramée"),
  offTopic("fr", "composition probable de l'OL contre Nantes"),
  offTopic("fr", "meteo chamonix ce week end"),
  offTopic("fr", "combien de jours de congé paternité en France"),
  offTopic("fr", "comment on dit bonne année en japonais"),
  offTopic("fr", "ma chatte ne mange plus depuis deux jours"),
  offTopic("fr", "capitale de l'Australie"),
  offTopic("fr", "idée cadeau pour un ado de 14 ans fan de foot"),
  offTopic("fr", "déboucher un évier sans produit chimique"),
  offTopic("fr", "station de lavage auto ouverte la nuit a Villeurbanne"),
  offTopic("fr", "paroles de la bohème aznavour"),
  ...HELD_OUT_19_EN,
  ...HELD_OUT_19_AR,
];
