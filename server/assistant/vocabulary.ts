import { foldText, words } from "#domain/search";
import { stemsOf } from "./text";

/** The notion of the firm's place: where its offices are. */
const PLACE =
  "adresse address located location situe situes situee trouve trouvez based trouvent trouvons bureau bureaux office offices locaux عنوان مقر مكتب مكاتب";

/**
 * The notion of opening hours, with the days of the week-end a visitor asks them for (the Arabic
 * Sunday, 'الاحد', is left out: it is also 'احد', someone).
 */
const HOURS =
  "horaires horaire heures ouverture ouvert ouverts lundi vendredi samedi dimanche weekend hours opening open monday friday saturday sunday weekdays تفتحون ساعات الدوام دوام تداومون نداوم اوقات مواعيد الاثنين الجمعة السبت";

/**
 * The firm's domain in its visitors' three languages: each line is one notion, the words (any
 * language) a visitor may ask it with. A question's word found here (by stem) is also looked for
 * as the line's other words, so a page saying 'Horaires' answers 'opening hours', a page in
 * English 'healthcare', and 'valoriser nos données' finds the dashboards. It names notions of the
 * firm's trade, never a question: a page still has to hold most of the question to answer it.
 */
export const VOCABULARY: readonly string[] = [
  // Opening hours
  HOURS,
  // Health
  "sante medical medicale clinique clinic hopital hospital health healthcare patients صحة الصحة صحي طبي عيادة مستشفي",
  // Where the firm works
  "pays countries country regions region marches markets دول الدول بلدان مناطق اسواق",
  // Countries by the letters visitors shorten them to ('UAE', 'EAU', 'KSA')
  "uae eau emirats emirates امارات الامارات",
  "ksa saoudite saudi السعوديه",
  // The countries of a region the site names as one
  "benelux belgique belgium belge belges pays-bas netherlands hollande holland dutch neerlandais luxembourg بلجيكا هولندا لوكسمبورغ",
  // The sectors it works in
  "secteur secteurs industrie industries sector sectors industry domaines قطاع القطاعات قطاعات مجالات",
  // Working somewhere or with someone
  "travaillez travaillons travailler bosser bossez bossons intervenez intervenir cover covers serve serves serving work working operate active actifs نعمل تعملون يعمل تشتغلون نشتغل يشتغل الشغل شغل تخدمون نخدم presence حضور متواجدين متواجد تواجد",
  // Building a website or an application
  "creation creer conception concevoir developpement development develop build design refonte refaire redesign revamp تصميم تطوير انشاء برمجة تبنون نبني يبني بناء",
  "web website site sites internet موقع مواقع ويب الكتروني انترنت انترنيت",
  "mobile mobiles smartphone android ios adaptatif متجاوب جوال موبايل",
  "app apps appli applis application applications logiciel logiciels software تطبيق تطبيقات برنامج برمجيات",
  // Moving systems elsewhere, and the systems themselves
  "migration migrer migrate migrating moving move transfert transferer نقل ترحيل",
  "serveur serveurs server servers سيرفر سيرفرات infrastructure hebergement hosting systemes systems hardware materiel informatique خادم خوادم نظام انظمه",
  // Taking the site's texts and images again: 'reuse your images', 'réutiliser un visuel', 'نسخ'
  "reproduction reproduire reproduce reproducing reuse reusing reutiliser reutilisation نسخ ننسخ انسخ",
  // A machine or a model of modest size: 'a small server', 'des serveurs modestes', 'خوادم متواضعة'
  "modest modeste modestes lightweight leger legers legere legeres compact compacts متواضع متواضعه خفيف خفيفه مدمج مدمجه small صغير صغيره",
  // Advertising, and the cookies that serve it: 'des cookies de pub', 'advertising cookies', 'إعلانية'
  "pub pubs publicite publicites publicitaire publicitaires advertising advertisement اعلان اعلانات اعلاني اعلانيه",
  // Advice
  "conseil conseils advice advise advising advisory consulting consultancy recommend recommendation recommandation recommander استشارة استشارات استشاري",
  // Where the firm is
  PLACE,
  // Artificial intelligence
  "ia ai intelligence artificielle artificial machine learning apprentissage ذكاء اصطناعي",
  // Smart: what AI makes a tool ('smart search', 'recherche intelligente', 'بحث ذكي')
  "smart intelligent intelligente intelligents ذكي ذكيه",
  // Generative AI and language models, by the names visitors know them
  "generative generatif generative chatgpt gpt genai prompt prompts prompting llm llms copilot mistral توليدي التوليدي",
  "llm llms slm nlp tal langage language modele modeles model models لغوي لغويه موديل موديلات",
  // Running on the client's own premises
  "prem premise premises onprem sur-site مقر",
  // Research, and what it studies
  "recherche research rd publication publications publish publier بحث ابحاث بحوث",
  "fausses fake false desinformation disinformation misinformation rumeur rumeurs rumor rumors rumour rumours hoax intox اشاعه اشاعات شايعات زايفه كاذبه مضلله",
  // Making something of one's data, and following it
  "suivre suivi track tracking monitor monitoring piloter pilotage valoriser valorisation exploiter analyse analyser analytique analysis analytics dashboard dashboards tableau bi powerbi looker metabase تحليل",
  // Doing a task without a person
  "automatique automatiquement automatiser automatisation automatise automatic automatically automate automated automation manuel manuelle manuellement manual manually مؤتمت اتمته اتمتة تلقائي تلقائيا يدوي يدويا",
  // Spreadsheets, where a small business keeps its figures
  "excel tableur tableurs spreadsheet spreadsheets sheets gsheets اكسل جداول",
  // Bringing scattered data together
  "centraliser centralize centralise central centrale consolider consolidate consolidated regrouper unifier scattered differents differentes eparpille eparpilles eparpillees disperse disperses dispersees fragmented silos توحيد تجميع مبعثر مبعثره متفرقه مشتته",
  // Indicators and sustainability reporting
  "kpi kpis indicateurs indicateur indicators indicator metrics chiffres figures numbers مؤشرات مؤشر ارقام",
  "esg rse csr csrd durabilite durable sustainability sustainable environnemental environmental carbone carbon emissions كربون الكربونيه استدامه الاستدامه بيئي البيئيه",
  // Keeping personal data, and holding it ("everything you hold about me")
  "conserver conservees conservation garder gardez stocker keep kept retain retention store hold holding نحتفظ الاحتفاظ تحتفظون",
  // Chatbots and where they talk
  "chatbot chatbots bot bots robot robots conversationnel conversational whatsapp messenger messagerie شات بوت روبوت محادثة",
  // An assistant, by the other names visitors give it
  "assistant assistants virtuel virtuels virtual agent agents مساعد مساعدات",
  // Answering the visitor's customers
  "answer answers answering reply replies repondre repond repondons reponse رد الرد يرد يردون يجيب يجاوب نرد ترد تردون سنرد",
  // Appointments, and their short French name ("les résas"); "planning" left out: stemmed as
  // English it is any plan, a training plan's too
  "rendez rdv appointment appointments booking reservation resa resas agenda calendrier calendar موعد مواعيد حجز يحجز جدول",
  // Teaching a team
  "formation formations formateur teach teaching coaching bootcamp webinar webinaire training trainings course courses cours workshop workshops sensibiliser sensibilisation awareness literacy culture توعيه ثقافه atelier ateliers تدريب تدريبيه دورات ورش ورشه تدربون ندرب يدرب يدربون",
  // Security checks
  "pentest penetration intrusion vulnerabilite vulnerabilites vulnerability vulnerabilities cybersecurite cybersecurity securite security harden hardening durcir durcissement faille failles weak weakness weaknesses hack hacked hacker hackers piratage pirate pirater attaque attaques attack attacks cyberattaque cyberattack ransomware breach breaches leak leaks fuite fuites تسرب تسربت تسريب هجوم هجمات قرصنه اختراق ثغرات امن الامن",
  // Reaching the firm
  "contacter joindre coordonnees details reach write ecrire ecrivez ecris email e-mail mail courriel telephone tel phone تواصل التواصل اتواصل نتواصل اتصال الاتصال راسلونا ايميل هاتف تلفون",
  // A business
  "entreprise entreprises business businesses company companies firm firms societe pme boite boites شركة شركات",
  // Systems already in place, and their age
  "existant existants existing legacy old outdated obsolete vieux vieillissant ancien anciens قديم قديمه القائمه",
  // Who founded the firm
  "fondateurs fondateur fonde fondee cofondateur founders founder founded cofounder dirigeant dirigeants dirige ceo cto مؤسس المؤسسون مؤسسين اسس اسسها اسسوا تاسست",
  // Documents and files, where a business keeps its knowledge
  "document documents doc docs documentaire documentation fichier fichiers file files مستند مستندات ملف ملفات وثائق procedures archive archives archiver ارشيف contrat contrats contract contracts factures invoices عقود اجراءات فواتير",
  // Large language models
  "large big grand grands grande gros huge كبير كبيره",
  // What a project costs, and the budget it takes
  "budget budgets money spending spend depenser depense depenses argent ميزانيه فلوس نصرف يصرف صرف",
  // Where to begin: a strategy
  "strategie strategique strategy strategic commencer demarrer begin start starting ابدا نبدا بدايه استراتيجيه استراتيجي",
  // Clean data, and data in a mess
  "clean cleaning propre propres nettoyer nettoyage mess messy desordre organise organiser organize organized organised structurer نظيفه تنظيف فوضي مرتب مرتبه ترتيب تنظيم تنظم",
  // Data moved through pipelines and kept in warehouses
  "pipeline pipelines etl elt ingestion مسار مسارات",
  "warehouse warehouses entrepot entrepots lake datalake lakehouse database databases sql مستودع مستودعات",
  // Connecting to the tools a business already uses
  "integration integrer integrate connect connecter connected connectes api apis ربط مرتبطه",
  // The cloud, by its providers' names too
  "cloud clouds aws azure gcp nuage سحابه السحابه سحابي",
  // Complying with data-protection rules
  "conformite compliance compliant conforme regle gdpr rgpd امتثال الامتثال متوافق متوافقين متوافقه",
  // Return on investment
  "roi rentabilite rentable profitable profitability worth worthwhile vaut يستاهل investment investissement investissements استثمار الاستثمار العايد",
  // Shrinking models
  "distillation distiller distill distilled compression compresser compress quantization quantisation pruning تقطير ضغط",
  // Laboratories
  "lab labs labo laboratoire laboratory laboratories مختبر مختبرات",
  // The firm's guarantee and the updates after delivery
  "warranty guarantee guaranteed garantie garanti ضمان مضمون مضمونه",
  "update updates maintenance maintenir تحديث تحديثات صيانه",
  // What comes included, and what would come on top of it ('cost extra', 'en supplément')
  "included inclus incluse incluses compris comprise comprises extra supplement supplementaire supplementaires additional additionnel additionnels اضافي اضافيه مشمول مشموله",
  // Tools usable by people with disabilities
  "accessible accessibles accessibilite accessibility usable handicap handicape handicapes handicapees disabilities disability disabled malvoyant malvoyants malvoyante malvoyantes aveugle aveugles blind sighted sourd sourds deaf متاحه مكفوفين المكفوفين كفيف اعاقه الاعاقه",
  // A fault in a delivered solution, and correcting it
  "corriger corrigeons corrige correction corrections fix fixes fixed fixing bug bugs خلل نصلحه نصلح تصلحون تصلحونه",
  // Free of charge, in Gulf words, and its opposite asked beside it ('ببلاش ولا بفلوس')
  "مجاني مجانيه مجانا ببلاش بلاش بفلوس",
  // The sectors, in their clients' words
  "finance financier financiere banque banques bank banks banking fintech مالي الماليه بنك بنوك مصارف",
  "education enseignement school schools ecole ecoles edtech تعليم مدارس مدرسه",
  "public government gouvernement administration administrations ministere ministry collectivite collectivites municipalite municipalites municipality municipalities commune communes حكومي حكوميه الحكومه وزاره بلديه بلديات",
  // Developers in Arabic, by their two names ('مبرمجينا', 'مطوري الشركة')
  "مطور مطورين مبرمج مبرمجين",
  // A business's people, and its customers
  "equipe equipes team teams staff employees employee salaries salarie collaborateurs موظفين الموظفين موظف فريق فرق",
  "client clients customer customers clientele patient patients عميل عملاء زباين مرضي المرضي مريض",
  // Choosing tools and technologies
  "choose choosing choice choices pick select selection choisir choix اختيار نختار تختار",
  "tools tool outils outil tech stack technology technologies technologie technologies ادوات تقنيات",
  // What the firm stands for: its values, and the principles visitors ask in Arabic
  "قيم قيمنا مبادي المبادي",
  // The one in charge, in Arabic: 'المسؤول عن النشر' is the site's 'مدير النشر'
  "مدير مسوول",
  // Using AI responsibly
  "responsible responsibly responsable responsables safe safely مسوول مسووله المسوول",
  // Estimating before committing: a study of what a project would bring
  "etude estimation estimations estimate estimates estimer evaluation evaluer evaluate assessment assess feasibility faisabilite تقييم تقدير دراسه جدوي تحسبون نحسب",
  // Checking what is in place
  "audit audits auditer check checks checkup verifier verification diagnostic inspection تدقيق فحص مراجعه",
  // Retrieval-augmented generation: a model answering from a business's documents
  "rag retrieval retrieval-augmented augmented augmentee augmentees",
  // Deleting personal data, and the data that is personal
  "effacer efface supprimer suppression supprimees delete deleted deletion erase remove removal حذف امسح احذف مسح",
  "personnel personnelle personnelles perso personal شخصي شخصيه الشخصيه",
  // Personal data sold or passed on (plain selling, "do you sell used cars", is a shop's; the
  // Arabic "you sell", 'تبيعون', asked of the firm is of its visitors' data)
  "vendues vendu revendre revendez revendons revend resell resells reselling sold cedees ceder cedez تباع تبيعون يبيعون نبيع",
  // How long something takes: a delay, days and weeks
  "delai delais duree duration temps time days jours weeks semaines وقت مده",
  // Running a model or a system
  "run running runs tourner tourne executer تشغيل نشغل يشغل تشغل",
  // Messages sent to the firm
  "message messages enquiry enquiries inquiry inquiries رساله رسايل formulaire form",
  // Showing the work: demonstrations and videos ('عرض توضيحي', whose plural the site writes 'عروض')
  "demo demos demonstration demonstrations video videos فيديو فيديوهات ديمو عرض عروض",
  // Examples of the firm's work, and the experience asked of it in Arabic ('عندكم تجربة'): what it
  // has done. The English and French 'experience' are left out: 'vous avez une expérience ?' after
  // a subject the cases name ('reporting CSRD') weighed more than the subject
  "example examples exemple exemples portfolio references realisations realises cases etudes امثله مثال دراسات تجربه تجارب",
  // Know-how passed on to a client's team
  "competences competence knowledge transmettre transmettez transmettons transmission autonomes autonomie autonomy autonomous بروحهم معرفه المعرفه خبره الخبره خبرات",
  // Collecting personal data
  "collecte collectees collecter collectez collectons collect collected collecting collects نجمع تجمعون يجمع جمع",
  // Repetitive office tasks a business wants done for it
  "tache taches task tasks repetitive repetitives saisie paperwork مهام المهام متكرره",
  // Universities and partners the firm works with
  "universite universites universitaire university universities academic academique جامعه جامعات الجامعات جامعيه",
  "partenaire partenaires partenariat partenariats partner partners partnership partnerships collaborate collaboration collaborer شريك شركاء شراكه شراكات تعاون تتعاونون",
  // Drawing a product before building it, and launching it
  "maquette maquettes mockup mockups mock prototype prototypes wireframe wireframes",
  "lancement lancer launch launching اطلاق",
  // A proof of concept and production, by the short names visitors type ('du POC à la prod')
  "poc concept",
  "prod production",
  // A business of modest size, the firm's clients ('PME', 'small and mid-sized businesses',
  // 'smaller firms'); the French 'petite' and the Arabic 'صغير' are left out, a visitor's own
  // business ('petite imprimerie') or a small machine ('جهاز صغير') as often
  "pme sme smes smb eti small smaller mid-sized midsize",
  // A young company
  "startup startups start-up jeune naissante ناشئه ناشئة",
];

/** Each stem of a vocabulary word, and every stem of its notion's words. */
const NOTIONS = new Map<string, string[]>();
for (const line of VOCABULARY) {
  const stems = [...new Set(words(line).flatMap((word) => stemsOf(word, "any")))];
  for (const stem of stems)
    NOTIONS.set(stem, [...new Set([...(NOTIONS.get(stem) ?? []), ...stems])]);
}

/** The stems the vocabulary adds to a word's own (`stems`): its notions' other words. */
export function relatedStems(stems: readonly string[]): string[] {
  const own = new Set(stems);
  return [...new Set(stems.flatMap((stem) => NOTIONS.get(stem) ?? []))].filter(
    (stem) => !own.has(stem),
  );
}

/** Words asking where (folded; the French 'où' is told from 'ou' before folding). */
const WHERE = /(?:^|[^\p{L}])(?:where|où|وين|اين|أين|فين)(?![\p{L}])/iu;

/**
 * The place notion's stems when a question asks where ('where are you located', 'وين مكتبكم'):
 * looked for exactly and scoring as the question's own words, so the page giving the firm's address
 * ranks before one that only mentions a place. They weigh in the ranking only, never in how much
 * of the question a page covers: 'where can I adopt a cat' still finds nothing.
 */
export function placeStems(question: string): string[] {
  return WHERE.test(question) ? PLACE_STEMS : [];
}
const PLACE_STEMS = [...new Set(words(PLACE).flatMap((word) => stemsOf(word, "any")))];

/** Verbs of doing, the firm's ('what do you do', 'vous faites quoi', 'وش تسوون'). */
const DOING =
  /(?:^|[^\p{L}])(?:do|does|doing|faites|font|fait|تسوون|تسوي|تعملون|تفعلون|تشتغلون)(?![\p{L}])/iu;

/**
 * The words a question made only of words that say nothing is asked as: one asking what the firm
 * does ('what do you guys do exactly', 'vous faites quoi au juste') asks for its services; any
 * other ('can you help me?') stays without a subject and finds nothing.
 */
export function subjectOfEmptyQuestion(question: string): string | undefined {
  return DOING.test(question) ? "services" : undefined;
}

const HOURS_STEMS = new Set(words(HOURS).flatMap((word) => stemsOf(word, "any")));

/** Whether a word's stems (`stems`) are of opening hours and days. */
export const isOfHours = (stems: readonly string[]): boolean =>
  stems.some((stem) => HOURS_STEMS.has(stem));

/**
 * Words addressing the firm (folded): 'vous', 'your', a word ending in 'كم' ('دوامكم', 'عندكم'), a
 * verb of the second person plural ('تفتحون', 'تشتغلون').
 */
const ADDRESSED =
  /(?:^|[^\p{L}])(?:vous|votre|vos|tu|ton|ta|tes|you|your|yours|u|ur|انتم|انت|\p{L}{2,}كم|[وف]?ت\p{L}{2,}ون)(?![\p{L}])/iu;

/** Whether a question addresses the firm: its hours asked otherwise are another place's. */
export const addressesFirm = (question: string): boolean => ADDRESSED.test(foldText(question));
