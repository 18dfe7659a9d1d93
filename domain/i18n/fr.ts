/**
 * The French catalog: the reference shape of every catalog (typed translations). English
 * and Arabic are typed `Catalog`, so a key missing or added there fails the type check.
 * `{name}` marks a value filled in by `t()`. The catalogs sit in domain/ because the server
 * needs them too: they are the defaults of the site texts staff may override (site-texts.ts).
 */
export const fr = {
  // Header, navigation, shared labels
  "site.skipToContent": "Aller au contenu principal",
  "site.tagline": "L'IA sur mesure, sécurisée et accessible",
  "site.homeLink": "{siteName}, accueil",
  "nav.label": "Navigation principale",
  "nav.home": "Accueil",
  "nav.about": "À propos",
  "nav.services": "Services",
  "nav.research": "R&D",
  "nav.markets": "Marchés",
  "nav.cases": "Études de cas",
  "nav.contact": "Contact",
  "nav.demos": "Démos",
  "nav.pagination": "Pagination",
  "nav.previous": "Page précédente",
  "nav.next": "Page suivante",
  "nav.page": "Page {page}",
  "header.requestDemo": "Demander une démo",
  "header.menu": "Menu",
  "header.language": "Langue",
  "header.languageCurrent": "Langue : {language}",
  "header.themeDark": "Thème sombre",

  // Home: hero
  "hero.eyebrow": "Conseil en intelligence artificielle et science des données",
  "hero.title": "L'IA sur mesure, sécurisée et accessible",
  "hero.subtitle":
    "Nous aidons les PME et ETI d'Europe et du Golfe à transformer leurs données en décisions : assistants conversationnels, plateformes de données fiables et applications intelligentes, conçus avec vos équipes et livrés en production.",
  "hero.ctaDemo": "Demander une démo",
  "hero.ctaServices": "Découvrir nos services",
  "hero.point1": "Garantie d'un an, mises à jour incluses",
  "hero.point2": "Projets menés en français, en anglais et en arabe",
  "hero.point3": "Présents en Europe et dans les pays du Golfe",

  // Services
  "services.title": "Nos services",
  "services.intro":
    "Six expertises complémentaires pour passer de l'idée au système en production, sans jamais perdre la maîtrise de vos données.",
  "services.warranty":
    "Tous nos services sont couverts par une garantie d'un an, mises à jour gratuites comprises.",
  "services.cta": "Découvrir nos services",

  // About
  "about.title": "À propos",
  "about.intro":
    "Nous sommes un cabinet lyonnais de conseil en IA et en science des données. Nous accompagnons les entreprises de taille humaine qui veulent tirer parti de l'IA sans dépendre d'une boîte noire.",
  "about.mission.title": "Notre mission",
  "about.mission.text":
    "Rendre l'intelligence artificielle utile et accessible aux PME et ETI : des solutions à leur mesure, respectueuses de leurs données et compréhensibles par leurs équipes.",
  "about.values.title": "Nos valeurs",
  "about.values.innovation.title": "Innovation",
  "about.values.innovation.text":
    "Nous suivons de près la recherche et n'adoptons une technologie que lorsqu'elle apporte un bénéfice mesurable à nos clients.",
  "about.values.ethics.title": "Éthique",
  "about.values.ethics.text":
    "Transparence des modèles, protection des données personnelles et maîtrise des biais font partie de chaque projet, dès la conception.",
  "about.values.inclusion.title": "Inclusion",
  "about.values.inclusion.text":
    "Des outils multilingues et accessibles à tous, y compris aux personnes en situation de handicap, pour que l'IA profite à chacun.",
  "about.advantage.title": "Notre garantie",
  "about.advantage.text":
    "Chaque prestation est garantie un an, mises à jour gratuites comprises. Si une solution ne fonctionne pas comme convenu, nous la corrigeons sans frais.",
  "about.founders.title": "Les fondateurs",
  "about.founders.ceo": "CEO",
  "about.founders.ceoRole":
    "Stratégie, relations clients et développement en Europe et dans le Golfe",
  "about.founders.cto": "CTO",
  "about.founders.ctoRole": "Architecture technique, R&D et partenariats universitaires",

  // Markets
  "markets.title": "Nos marchés",
  "markets.intro":
    "Nous travaillons avec des entreprises de deux régions que nous connaissons bien, et avec les secteurs où l'IA crée déjà de la valeur.",
  "markets.regionsTitle": "Régions",
  "markets.europe.name": "Europe",
  "markets.europe.text":
    "Un accompagnement de proximité depuis Lyon, dans le respect du RGPD et de l'AI Act.",
  "markets.gulf.name": "Pays du Golfe",
  "markets.gulf.text":
    "Des solutions bilingues arabe-anglais pour des marchés en pleine transformation numérique.",
  "markets.country.france": "France",
  "markets.country.germany": "Allemagne",
  "markets.country.benelux": "Benelux",
  "markets.country.spain": "Espagne",
  "markets.country.italy": "Italie",
  "markets.country.saudi": "Arabie saoudite",
  "markets.country.uae": "Émirats arabes unis",
  "markets.country.qatar": "Qatar",
  "markets.country.kuwait": "Koweït",
  "markets.country.bahrain": "Bahreïn",
  "markets.sectorsTitle": "Secteurs",
  "markets.sector.finance": "Finance",
  "markets.sector.health": "Santé",
  "markets.sector.education": "Éducation",
  "markets.sector.ecommerce": "E-commerce",
  "markets.sector.public": "Secteur public",

  // Research
  "research.title": "Recherche et développement",
  "research.label": "R&D",
  "research.intro":
    "Avec nos partenaires universitaires, nous menons des projets de recherche appliquée dont les résultats profitent directement à nos clients.",
  "research.partner": "Partenaire : {partner}",
  "research.status.ongoing": "En cours",
  "research.status.planned": "Planifié",
  "research.status.completed": "Complété",

  // Case studies
  "cases.title": "Études de cas",
  "cases.intro":
    "Des projets menés dans des contextes variés : des résultats concrets, mesurés avec nos clients.",
  "cases.readMore": "Lire l'étude de cas",
  "cases.viewAll": "Voir toutes nos études de cas",
  "cases.challenge": "Le défi",
  "cases.solution": "Notre solution",
  "cases.results": "Les résultats",
  "cases.clientLabel": "Client",
  "cases.industryLabel": "Secteur",
  "cases.regionLabel": "Région",
  "cases.back": "Toutes les études de cas",
  "cases.region.gulf": "Golfe",
  "cases.region.europe": "Europe",

  // Testimonials
  "testimonials.title": "Ils nous font confiance",
  "testimonials.carousel": "Témoignages de clients, défilement automatique",
  "testimonials.previous": "Témoignage précédent",
  "testimonials.next": "Témoignage suivant",
  "testimonials.position": "Témoignage {index} sur {total}",

  // Contact
  "contact.title": "Contactez-nous",
  "contact.intro":
    "Un projet, une question ? Décrivez-nous votre besoin : nous vous répondons sous deux jours ouvrés.",
  "contact.cta": "Nous contacter",
  "contact.details": "Nos coordonnées",
  "contact.address": "Adresse",
  "contact.addressValue": "Lyon, France",
  "contact.email": "E-mail",
  "contact.phone": "Téléphone",
  "contact.hours": "Horaires",
  "contact.hoursWeekdays": "Du lundi au vendredi : 9h-18h",
  "contact.hoursWeekend": "Week-end : fermé",
  "contact.form.title": "Envoyez-nous un message",
  "contact.form.name": "Nom",
  "contact.form.email": "E-mail",
  "contact.form.phone": "Téléphone",
  "contact.form.company": "Entreprise",
  "contact.form.message": "Message",
  "contact.form.requiredNote": "Les champs marqués d'un astérisque (*) sont obligatoires.",
  "contact.form.required": "obligatoire",
  "contact.form.honeypot": "Ne remplissez pas ce champ",
  "contact.form.submit": "Envoyer",
  "contact.form.sending": "Envoi en cours...",
  "contact.form.errorRequired": "Ce champ est obligatoire",
  "contact.form.errorEmail": "Veuillez indiquer une adresse e-mail valide",
  "contact.form.sent": "Message envoyé. Nous vous contacterons dans les plus brefs délais.",
  "contact.form.errorTooLong": "Ce champ ne doit pas dépasser {max} caractères",
  "contact.toast.successTitle": "Message envoyé",
  "contact.toast.successDescription": "Nous vous contacterons dans les plus brefs délais.",
  "contact.toast.errorTitle": "Erreur",
  "contact.toast.errorDescription": "Impossible d'envoyer le message. Réessayez plus tard.",
  "contact.toast.networkError": "Une erreur est survenue lors de l'envoi du message.",
  "contact.toast.rateLimited": "Trop de messages envoyés, réessayez plus tard",

  // Assistant ADA (the chat widget's answers and hand-over form)
  "assistant.title": "Assistant ADA",
  "assistant.toggle": "Poser une question à l'assistant ADA",
  "assistant.close": "Fermer l'assistant",
  "assistant.greeting":
    "Bonjour ! Je suis ADA, l'assistant du site. Posez-moi une question sur nos services, nos études de cas ou nos travaux de recherche.",
  "assistant.suggestion1": "Quels services proposez-vous ?",
  "assistant.suggestion2": "Avez-vous réalisé des chatbots pour des cliniques ?",
  "assistant.suggestion3": "Comment valoriser nos données ?",
  "assistant.inputLabel": "Votre question",
  "assistant.placeholder": "Écrivez votre question...",
  "assistant.send": "Envoyer",
  "assistant.newConversation": "Nouvelle conversation",
  "assistant.you": "Vous",
  "assistant.bot": "ADA",
  "assistant.thinking": "ADA cherche dans le site...",
  "assistant.sourcesLabel": "Pages du site",
  "assistant.answer.found": "Voici ce que j'ai trouvé sur notre site :",
  "assistant.answer.yes": "Oui.",
  "assistant.answer.inFrench": "Sur notre page :",
  "assistant.answer.none":
    "Je n'ai pas trouvé de réponse à cette question sur notre site. Si vous le souhaitez, laissez votre nom et votre e-mail ci-dessous : l'équipe recevra cette conversation.",
  "assistant.answer.person":
    "Volontiers. Laissez votre nom et votre e-mail ci-dessous : l'équipe recevra cette conversation.",
  "assistant.handover.title": "Transmettre la conversation à l'équipe",
  "assistant.handover.open": "Laisser mes coordonnées",
  "assistant.handover.name": "Nom",
  "assistant.handover.email": "E-mail",
  "assistant.handover.consent":
    "J'accepte que l'équipe reçoive cette conversation, mon nom et mon e-mail pour me répondre, comme l'explique la {privacy}.",
  "assistant.handover.privacyLink": "politique de confidentialité",
  "assistant.handover.send": "Envoyer à l'équipe",
  "assistant.handover.sending": "Envoi en cours...",
  "assistant.handover.sent":
    "C'est envoyé : l'équipe a reçu cette conversation et vous répondra par e-mail.",
  "assistant.handover.errorRequired": "Ce champ est obligatoire",
  "assistant.handover.errorEmail": "Veuillez indiquer une adresse e-mail valide",
  "assistant.handover.errorTooLong": "Ce champ ne doit pas dépasser {max} caractères",
  "assistant.handover.errorConsent": "Veuillez accepter que l'équipe reçoive cette conversation",
  "assistant.error.rateLimited":
    "Trop de questions en peu de temps. Réessayez dans quelques minutes.",
  "assistant.error.failed": "L'assistant n'a pas pu répondre. Réessayez dans un instant.",
  "assistant.error.invalidValue": "Valeur invalide",
  "assistant.error.invalid": "Votre question doit compter entre 1 et 500 caractères.",
  "assistant.feedback.question": "Cette réponse vous a-t-elle aidé ?",
  "assistant.feedback.yes": "Oui, cette réponse m'a aidé",
  "assistant.feedback.no": "Non, cette réponse ne m'a pas aidé",
  "assistant.feedback.comment": "Un commentaire ? (facultatif)",
  "assistant.feedback.send": "Envoyer mon avis",
  "assistant.feedback.thanks": "Merci pour votre avis.",
  "assistant.feedback.already": "Vous avez déjà donné votre avis sur cette réponse.",
  "assistant.feedback.expired": "Cette réponse ne peut plus être évaluée.",
  "assistant.handover.replyTime": "Nous répondons en général sous deux jours ouvrés.",
  "assistant.handover.booking": "Vous préférez en parler de vive voix ? Réservez un créneau",
  "assistant.handover.bookingUrl": "https://",
  "assistant.newTab": "(nouvel onglet)",

  // Demos gallery
  "demos.title": "Démonstrations",
  "demos.intro":
    "Découvrez nos réalisations en action : vidéos, captures et documents de nos solutions d'IA et de données.",
  "demos.loading": "Chargement des démonstrations...",
  "demos.loadError": "Impossible de charger les démonstrations",
  "demos.empty": "Aucune démonstration n'est disponible pour le moment. Revenez bientôt !",
  "demos.openPdf": "Ouvrir le PDF",
  "demos.openLink": "Accéder au lien",
  "demos.newTab": "(nouvel onglet)",
  "demos.type.video": "Vidéo",
  "demos.type.image": "Image",
  "demos.type.pdf": "PDF",
  "demos.type.lien": "Lien",
  "demos.videoUnsupported": "Votre navigateur ne peut pas lire cette vidéo.",

  // Legal notice
  "legal.title": "Mentions légales",
  "legal.publisher.title": "Éditeur du site",
  "legal.publisher.text":
    "Ce site est édité par {siteName}, cabinet de conseil en intelligence artificielle et science des données établi à Lyon, France.",
  "legal.director.title": "Direction de la publication",
  "legal.director.text": "Le directeur de la publication est {ceo}, CEO de {siteName}.",
  "legal.contact.title": "Contact",
  "legal.contact.text": "Pour toute question : {email} ou {phone}.",
  "legal.hosting.title": "Hébergement",
  "legal.hosting.text":
    "Le site est hébergé sur des serveurs situés dans l'Union européenne. Les coordonnées de l'hébergeur sont communiquées sur simple demande.",
  "legal.ip.title": "Propriété intellectuelle",
  "legal.ip.text":
    "Les textes, visuels et éléments graphiques de ce site sont la propriété de {siteName}. Toute reproduction sans autorisation écrite est interdite.",

  // Privacy
  "privacy.title": "Politique de confidentialité",
  "privacy.intro":
    "{siteName} attache une grande importance à la protection de vos données personnelles. Cette page explique quelles données nous collectons et comment nous les utilisons.",
  "privacy.collected.title": "Données collectées",
  "privacy.collected.text":
    "Lorsque vous utilisez le formulaire de contact, nous recevons votre nom, votre adresse e-mail, votre message et, si vous les indiquez, votre téléphone et votre entreprise.",
  "privacy.purpose.title": "Finalité",
  "privacy.purpose.text":
    "Ces données servent uniquement à répondre à votre demande. Elles ne sont ni vendues ni cédées à des tiers.",
  "privacy.retention.title": "Durée de conservation",
  "privacy.retention.text":
    "Vos données personnelles sont conservées pendant 3 ans, puis supprimées.",
  "privacy.cookies.title": "Cookies et stockage local",
  "privacy.cookies.text":
    "Le site enregistre uniquement votre langue et votre thème (clair ou sombre) pour les réutiliser lors de vos prochaines visites. Aucun cookie publicitaire ni de mesure d'audience tiers n'est utilisé.",
  "privacy.rights.title": "Vos droits",
  "privacy.rights.text":
    "Conformément au RGPD, vous pouvez accéder à vos données, les rectifier, les supprimer ou vous opposer à leur traitement en écrivant à {email}. Vous pouvez aussi saisir la CNIL.",

  // 404
  "notFound.title": "Oups ! Page introuvable",
  "notFound.text": "La page que vous cherchez n'existe pas ou a été déplacée.",
  "notFound.home": "Retour à l'accueil",

  // Footer
  "footer.blurb":
    "Cabinet de conseil en intelligence artificielle et en science des données au service des PME et ETI d'Europe et du Golfe.",
  "footer.navigation": "Navigation",
  "footer.services": "Services",
  "footer.contact": "Contact",
  "footer.languages": "Langues",
  "footer.linkedin": "{siteName} sur LinkedIn",
  "footer.copyright": "© {year} {siteName}. Tous droits réservés.",
  "footer.legal": "Mentions légales",
  "footer.privacy": "Confidentialité",

  // Page titles and descriptions (SEO)
  "meta.home.title": "{siteName} | L'IA sur mesure, sécurisée et accessible",
  "meta.home.description":
    "Cabinet de conseil en IA et science des données pour les PME et ETI d'Europe et du Golfe : chatbots, données, développement, sécurité, conseil et formation.",
  "meta.about.title": "À propos | {siteName}",
  "meta.about.description":
    "Notre mission, nos valeurs (innovation, éthique, inclusion), notre garantie d'un an et nos fondateurs.",
  "meta.services.title": "Services | {siteName}",
  "meta.services.description":
    "IA et chatbots, ingénierie des données, développement, sécurité IT, conseil stratégique et formation, garantis un an.",
  "meta.research.title": "R&D | {siteName}",
  "meta.research.description":
    "Nos projets de recherche avec des partenaires universitaires : distillation de modèles compacts, détection de fausses informations en arabe.",
  "meta.markets.title": "Marchés | {siteName}",
  "meta.markets.description":
    "Europe et pays du Golfe ; finance, santé, éducation, e-commerce et secteur public.",
  "meta.cases.title": "Études de cas | {siteName}",
  "meta.cases.description":
    "Chatbot multilingue pour une clinique, tableau de bord ESG pour une PME, accompagnement d'une startup SaaS.",
  "meta.contact.title": "Contact | {siteName}",
  "meta.contact.description":
    "Écrivez-nous depuis le formulaire de contact. Bureaux à Lyon, du lundi au vendredi de 9h à 18h.",
  "meta.legal.title": "Mentions légales | {siteName}",
  "meta.legal.description": "Éditeur, hébergement et propriété intellectuelle du site.",
  "meta.privacy.title": "Confidentialité | {siteName}",
  "meta.privacy.description":
    "Comment nous protégeons vos données personnelles : finalité, conservation pendant 3 ans, vos droits.",
  "meta.demos.title": "Démonstrations | {siteName}",
  "meta.demos.description": "Vidéos, images et documents de démonstration de nos solutions d'IA.",
  "meta.paged": "Page {page} – {title}",
  "meta.notFound.title": "Page introuvable | {siteName}",
  "meta.notFound.description": "Cette page n'existe pas.",
  "translation.glossary":
    "Garder tels quels : ADA, les noms de clients et de produits. « étude de cas » se traduit par « case study » en anglais et « دراسة حالة » en arabe ; « IA » par « AI » en anglais.",
};

export type MessageKey = keyof typeof fr;
/** The shape every catalog must have: exactly the French keys. */
export type Catalog = Record<MessageKey, string>;
