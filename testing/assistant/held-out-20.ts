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
import { HELD_OUT_20_AR } from "./held-out-20-ar";
import { HELD_OUT_20_EN } from "./held-out-20-en";

/**
 * A twentieth held-out set, written on 2026-12-07 blind: from the first start's content only (the
 * seeded services, case studies and research, and the public pages' texts), by someone who never
 * read the retrieval, its vocabulary, the tuning set, the earlier held-out sets' questions or any
 * miss. It is measured and reported apart, never tuned on: once read to change the retrieval, it is
 * spent. Questions as visitors of a small consultancy type them, about their own business (a chain
 * of hearing-aid centres, a greenhouse grower in Brittany, a ballet school, a notary office, a film
 * festival, an escape-room company, a cheese shop, a municipal cemetery office, a used-book shop, a
 * cargo-bike courier in Lyon, a laundry chain, a vineyard, a craft brewery, a veterinary practice,
 * a funeral home; in English a tile factory in Ras Al Khaimah, a hearing-aid chain, a ballet
 * school, a notary office, a film festival, an escape-room company, a cemetery management office,
 * a used-book shop, a laundry chain in Kuwait, a cargo-bike courier, a greenhouse grower, a
 * veterinary clinic, a zoo; in Arabic a tile factory in Ras Al Khaimah, a hearing-aid chain, a
 * ballet school, a notary office, a film festival, a cemetery department, a laundry chain in
 * Kuwait, a bicycle-delivery startup, a used-book shop, a plant nursery, a private clinic in Al
 * Khobar, an escape room, a car-rental firm in Jeddah) and about the firm itself (office, hours,
 * reply time, guarantee, founders, mission, values, bias, accessibility, languages, regions and
 * sectors, the EU AI Act, case figures, personal data, retention, cookies, hosting, publication
 * director, image rights, research partners and status, on-premises models, demos), with typos,
 * missing accents, French mixed with English, Gulf dialect and Modern Standard Arabic.
 * `expect` lists every page whose content answers the question: the home page shows the hero, the
 * services, the about block, the markets, the research, the case-study cards (not their figures)
 * and the contact details, so it often counts too.
 */
export const HELD_OUT_20: EvaluationQuestion[] = [
  ask(
    "fr",
    "on est un reseau de 14 centres d'audioprothese, on voudrait un chatbot qui prend les rdv des patients en plusieurs langues, vous avez deja fait ca ?",
    CLINIC,
    AI,
    CASES,
  ),
  ask(
    "fr",
    "serriste en Bretagne, nos relevés de température sont éparpillés dans 30 fichiers excel, vous pouvez centraliser tout ça dans un dashboard?",
    DATA,
    ESG,
  ),
  ask("fr", "ecole de ballet, on veut une appli mobile pour le planning des cours", DEV, SERVICES),
  ask(
    "fr",
    "Étude notariale : nos dossiers clients sont sur un vieux serveur dans un placard. Vous faites la migration cloud et la mise en conformité RGPD ?",
    SECURITY,
  ),
  ask(
    "fr",
    "festival de cinema, on hesite a investir dans l'IA, vous pouvez nous dire si ça vaut le coup avant qu'on sorte le budget",
    CONSULTING,
  ),
  ask(
    "fr",
    "formation à l'IA generative pour les game masters de notre escape game, c possible ?",
    TRAINING,
  ),
  ask(
    "fr",
    "votre agence elle est dans quelle ville, on est une chaine de laveries a Villeurbanne",
    CONTACT,
    ABOUT,
    LEGAL,
  ),
  ask(
    "fr",
    "vous répondez le samedi ? je gère une école de ballet et je suis dispo que le week-end",
    CONTACT,
  ),
  ask(
    "fr",
    "si le chatbot de ma fromagerie plante au bout de 6 mois, c'est réparé gratos ?",
    ABOUT,
    SERVICES,
    HOME,
  ),
  ask("fr", "c'est qui derrière votre cabinet, les fondateurs c'est qui ?", ABOUT),
  ask("fr", "Vous travaillez avec des clients au Koweït ?", MARKETS, HOME),
  ask(
    "fr",
    "on gère les cimetières d'une commune, est-ce que vous bossez avec le secteur public?",
    MARKETS,
  ),
  ask(
    "fr",
    "jai rempli votre formulaire hier pour notre serre, vous rappelez sous combien de jours en general",
    CONTACT,
  ),
  ask("fr", "vous gardez mes données combien de temps apres que je vous ai écrit", PRIVACY),
  ask("fr", "le site met des cookies de pub ?", PRIVACY),
  ask("fr", "ou est heberge votre site web", LEGAL),
  ask("fr", "c'est quoi votre projet de recherche sur la desinformation en arabe", RESEARCH),
  ask(
    "fr",
    "On est bouquinistes avec 3 boutiques. Un modèle qui tourne sur notre propre petit serveur, sans envoyer nos données dehors, vous savez faire ?",
    RESEARCH,
    AI,
  ),
  ask(
    "fr",
    "pour la PME industrielle du dashboard ESG, le reporting prend combien de temps maintenant ?",
    ESG,
    CASES,
  ),
  ask("fr", "la startup SaaS, la feature IA a été adoptée par combien d'users", SAAS),
  ask(
    "fr",
    "coursiers en vélo-cargo à Lyon, petite start-up sans data scientist : vous pouvez bosser avec nos devs puis leur transmettre le truc ?",
    SAAS,
    CASES,
  ),
  ask("fr", "je peux voir une video de démo de vos solutions", DEMOS),
  ask("fr", "Le chatbot de la clinique, il passe la main à un humain quand il sait pas ?", CLINIC),
  ask(
    "fr",
    "vous parlez arabe ? notre chaîne de laveries a des clients dans le Golfe",
    HOME,
    MARKETS,
  ),
  ask("fr", "comment vous gérez les biais des modèles", ABOUT),
  ask(
    "fr",
    "accessibilité pour les personnes handicapées, c'est pris en compte dans ce que vous développez ?",
    ABOUT,
    DEV,
  ),
  ask("fr", "qui est le directeur de la publication du site", LEGAL),
  ask(
    "fr",
    "je peux reprendre les images de votre site pour la plaquette de notre vignoble ?",
    LEGAL,
  ),
  ask("fr", "comment faire supprimer mes infos perso", PRIVACY),
  ask(
    "fr",
    "brasserie artisanale : un pipeline de données fiable qui relie ventes et stocks, c'est dans vos offres?",
    DATA,
  ),
  ask("fr", "vous êtes en règle avec l'AI Act européen ?", MARKETS),
  ask("fr", "Quels sont vos partenaires universitaires pour la R&D", RESEARCH, ABOUT),
  person("fr", "je voudrais un devis pour mon cabinet veterinaire"),
  person(
    "fr",
    "Quelqu'un peut me passer un coup de fil jeudi vers 10h ? c'est pour un cabinet de notaires",
  ),
  person("fr", "on peut caler une visio la semaine pro pour parler de notre escape game"),
  person("fr", "je préfère parler à un humain merci"),
  person(
    "fr",
    "Bonjour, pouvez-vous me mettre en relation avec un consultant ? Nous organisons un festival de courts-métrages.",
  ),
  person("fr", "rdv en vrai à Lyon possible pour en discuter?"),
  person("fr", "envoyez moi une proposition chiffrée pour un chatbot de pompes funèbres"),
  person("fr", "j'aimerais échanger de vive voix avec quelqu'un de l'équipe technique"),
  offTopic("fr", "garantie décennale pour ma toiture, ça marche comment"),
  offTopic("fr", "formation cariste CACES à Lyon pas chère"),
  offTopic("fr", "migration des oies sauvages en Bretagne quelle periode"),
  offTopic("fr", "voyant huile allumé sur le tableau de bord du Kangoo de livraison"),
  offTopic("fr", "modèle de lettre de résiliation mutuelle"),
  offTopic("fr", "distillation du whisky en alambic, quelle température"),
  offTopic("fr", "audit énergétique d'une serre chauffée au gaz, aides de la région Bretagne"),
  offTopic("fr", "démo de skate au festival de samedi, c'est à quelle heure"),
  offTopic("fr", "prix d'une clinique vétérinaire pour stériliser un chat"),
  offTopic("fr", "recherche appartement T2 Lyon 3e"),
  offTopic("fr", "effacer les cookies sur safari iphone"),
  offTopic("fr", "sécurité sociale remboursement appareil auditif 100% santé"),
  offTopic("fr", "meteo brest demain"),
  offTopic("fr", "comment tailler un rosier grimpant"),
  offTopic("fr", "score OL PSG hier soir"),
  offTopic("fr", "que veut dire saudade"),
  offTopic("fr", "combien de calories dans un pain au chocolat"),
  offTopic("fr", "recette du kouign-amann"),
  offTopic("fr", "à quel âge commencer les pointes en danse classique"),
  offTopic("fr", "frais de notaire pour une succession, combien ?"),
  offTopic("fr", "horaire des marées à Saint-Malo ce week end"),
  offTopic("fr", "les meilleurs Simenon à acheter d'occasion"),
  offTopic("fr", "comment détartrer une bouilloire au vinaigre"),
  offTopic("fr", "palmarès de la palme d'or 2024"),
  ...HELD_OUT_20_EN,
  ...HELD_OUT_20_AR,
];
