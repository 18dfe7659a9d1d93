/**
 * The site's content on a fresh install: the six services, the three case studies and the two
 * research projects, in French with their English and Arabic translations. Written once into the
 * database by the first start (seed.server.ts); from then on the back office owns it.
 */
export const SEED_SERVICES = [
  {
    title: "IA et chatbots",
    description:
      "Assistants conversationnels multilingues, recherche documentaire augmentée et automatisation des tâches répétitives, connectés à vos outils métier.",
    category: "Intelligence artificielle",
    position: 0,
    translations: {
      en: {
        title: "AI and chatbots",
        description:
          "Multilingual conversational assistants, retrieval-augmented search and automation of repetitive tasks, connected to the tools your teams already use.",
        category: "Artificial intelligence",
      },
      ar: {
        title: "الذكاء الاصطناعي وروبوتات المحادثة",
        description:
          "مساعدات محادثة متعددة اللغات، وبحث ذكي في مستنداتكم، وأتمتة للمهام المتكررة، مرتبطة بالأدوات التي تستخدمها فرقكم.",
        category: "الذكاء الاصطناعي",
      },
    },
  },
  {
    title: "Ingénierie des données",
    description:
      "Pipelines fiables, entrepôts de données et tableaux de bord : des données propres, documentées et disponibles au bon moment pour vos équipes.",
    category: "Données",
    position: 1,
    translations: {
      en: {
        title: "Data engineering",
        description:
          "Reliable pipelines, data warehouses and dashboards: clean, documented data, available to your teams when they need it.",
        category: "Data",
      },
      ar: {
        title: "هندسة البيانات",
        description:
          "مسارات بيانات موثوقة ومستودعات ولوحات متابعة: بيانات نظيفة وموثقة ومتاحة لفرقكم في الوقت المناسب.",
        category: "البيانات",
      },
    },
  },
  {
    title: "Développement web et applications",
    description:
      "Applications web et mobiles rapides, accessibles et sécurisées, de la maquette à la mise en production.",
    category: "Développement",
    position: 2,
    translations: {
      en: {
        title: "Web and app development",
        description:
          "Fast, accessible and secure web and mobile applications, from first mock-up to production.",
        category: "Development",
      },
      ar: {
        title: "تطوير المواقع والتطبيقات",
        description: "تطبيقات ويب وجوال سريعة وآمنة ومتاحة للجميع، من النموذج الأولي حتى الإطلاق.",
        category: "التطوير",
      },
    },
  },
  {
    title: "Modernisation et sécurité IT",
    description:
      "Audit de l'existant, migration vers le cloud, durcissement des systèmes et mise en conformité avec le RGPD.",
    category: "Sécurité",
    position: 3,
    translations: {
      en: {
        title: "IT modernisation and security",
        description: "Audits of existing systems, cloud migration, hardening and GDPR compliance.",
        category: "Security",
      },
      ar: {
        title: "تحديث الأنظمة وأمن المعلومات",
        description:
          "تدقيق الأنظمة القائمة، والانتقال إلى السحابة، وتعزيز الحماية، والامتثال للائحة العامة لحماية البيانات.",
        category: "الأمن",
      },
    },
  },
  {
    title: "Conseil stratégique",
    description:
      "Feuille de route IA, choix technologiques et estimation du retour sur investissement, avant d'engager le moindre budget.",
    category: "Conseil",
    position: 4,
    translations: {
      en: {
        title: "Strategic consulting",
        description:
          "AI roadmaps, technology choices and return-on-investment estimates, before you commit any budget.",
        category: "Consulting",
      },
      ar: {
        title: "الاستشارات الاستراتيجية",
        description:
          "خارطة طريق للذكاء الاصطناعي، واختيار التقنيات المناسبة، وتقدير العائد على الاستثمار قبل الالتزام بأي ميزانية.",
        category: "الاستشارات",
      },
    },
  },
  {
    title: "Formation",
    description:
      "Ateliers pratiques pour vos équipes métier et techniques : usage responsable de l'IA générative, culture de la donnée, MLOps.",
    category: "Formation",
    position: 5,
    translations: {
      en: {
        title: "Training",
        description:
          "Hands-on workshops for business and technical teams: responsible use of generative AI, data literacy, MLOps.",
        category: "Training",
      },
      ar: {
        title: "التدريب",
        description:
          "ورش عمل تطبيقية لفرقكم التقنية وغير التقنية: الاستخدام المسؤول للذكاء الاصطناعي التوليدي، وثقافة البيانات، وعمليات تعلم الآلة.",
        category: "التدريب",
      },
    },
  },
];

export const SEED_CASE_STUDIES = [
  {
    slug: "chatbot-clinique",
    region: "gulf",
    client: "Une clinique privée",
    position: 0,
    title: "Un chatbot multilingue pour une clinique",
    description:
      "Un assistant en arabe, en anglais et en français qui répond aux patients jour et nuit et prend leurs rendez-vous.",
    industry: "Santé",
    challenge:
      "Le standard d'une clinique privée était saturé par des questions répétitives posées dans trois langues.",
    solution:
      "Un chatbot connecté à l'agenda de la clinique, entraîné sur ses propres contenus validés par l'équipe médicale, avec passage de relais vers un humain.",
    results:
      "60 % des demandes traitées sans intervention humaine et un temps d'attente téléphonique divisé par deux.",
    translations: {
      en: {
        title: "A multilingual chatbot for a clinic",
        description:
          "An assistant in Arabic, English and French that answers patients around the clock and books their appointments.",
        industry: "Health",
        challenge:
          "A private clinic's switchboard was overwhelmed by repetitive questions asked in three languages.",
        solution:
          "A chatbot connected to the clinic's calendar, trained on its own content approved by the medical team, with hand-over to a person when needed.",
        results:
          "60% of requests handled without human intervention and phone waiting time cut in half.",
      },
      ar: {
        title: "روبوت محادثة متعدد اللغات لعيادة",
        description:
          "مساعد يتحدث العربية والإنجليزية والفرنسية، يجيب المرضى على مدار الساعة ويحجز مواعيدهم.",
        industry: "الصحة",
        challenge: "كان مركز الاتصال في عيادة خاصة مثقلًا بأسئلة متكررة تُطرح بثلاث لغات.",
        solution:
          "روبوت محادثة مرتبط بجدول مواعيد العيادة، مدرَّب على محتواها الذي اعتمده الفريق الطبي، مع تحويل المحادثة إلى موظف عند الحاجة.",
        results: "معالجة 60% من الطلبات دون تدخل بشري، وتقليص مدة الانتظار الهاتفي إلى النصف.",
      },
    },
  },
  {
    slug: "dashboard-esg",
    region: "europe",
    client: "Une PME industrielle",
    position: 1,
    title: "Un tableau de bord ESG pour une PME européenne",
    description:
      "Des indicateurs environnementaux, sociaux et de gouvernance consolidés automatiquement, prêts pour le reporting.",
    industry: "Finance",
    challenge:
      "Les données ESG d'une PME industrielle étaient dispersées dans des dizaines de tableurs, et chaque rapport prenait des semaines.",
    solution:
      "Un pipeline de données automatisé et un tableau de bord interactif, avec un historique traçable de chaque indicateur.",
    results:
      "Un reporting produit en deux jours au lieu de trois semaines, et des données prêtes pour l'audit.",
    translations: {
      en: {
        title: "An ESG dashboard for a European SME",
        description:
          "Environmental, social and governance indicators consolidated automatically and ready for reporting.",
        industry: "Finance",
        challenge:
          "An industrial SME's ESG data was scattered across dozens of spreadsheets, and every report took weeks.",
        solution:
          "An automated data pipeline and an interactive dashboard, with a traceable history for every indicator.",
        results: "Reports produced in two days instead of three weeks, with audit-ready data.",
      },
      ar: {
        title: "لوحة متابعة للحوكمة البيئية والاجتماعية لشركة أوروبية",
        description: "مؤشرات بيئية واجتماعية وحوكمة تُجمع تلقائيًا وتصبح جاهزة لإعداد التقارير.",
        industry: "المالية",
        challenge:
          "كانت بيانات الاستدامة لشركة صناعية متوسطة موزعة على عشرات الجداول، وكان إعداد كل تقرير يستغرق أسابيع.",
        solution: "مسار بيانات مؤتمت ولوحة متابعة تفاعلية، مع سجل قابل للتتبع لكل مؤشر.",
        results: "إعداد التقارير في يومين بدلًا من ثلاثة أسابيع، ببيانات جاهزة للتدقيق.",
      },
    },
  },
  {
    slug: "startup-saas",
    region: "europe",
    client: "Une startup SaaS",
    position: 2,
    title: "L'accompagnement d'une startup SaaS",
    description:
      "De la preuve de concept à la production : une fonctionnalité d'IA au cœur d'un produit SaaS.",
    industry: "Tech",
    challenge:
      "Une jeune entreprise SaaS voulait intégrer l'IA à son produit sans recruter une équipe complète de data scientists.",
    solution:
      "Une équipe mixte pendant six mois : conception du modèle, mise en production, puis transfert de compétences aux développeurs internes.",
    results:
      "Une fonctionnalité livrée en quatre mois, adoptée par 70 % des utilisateurs actifs, et une équipe autonome pour la suite.",
    translations: {
      en: {
        title: "Supporting a SaaS startup",
        description:
          "From proof of concept to production: an AI feature at the heart of a SaaS product.",
        industry: "Tech",
        challenge:
          "A young SaaS company wanted AI in its product without hiring a full data-science team.",
        solution:
          "A joint team for six months: model design, production roll-out, then knowledge transfer to the in-house developers.",
        results:
          "A feature shipped in four months, adopted by 70% of active users, and a team able to carry it forward alone.",
      },
      ar: {
        title: "مرافقة شركة ناشئة في مجال البرمجيات كخدمة",
        description: "من إثبات المفهوم إلى الإطلاق: ميزة ذكاء اصطناعي في صميم منتج برمجي سحابي.",
        industry: "التقنية",
        challenge:
          "أرادت شركة ناشئة إدخال الذكاء الاصطناعي في منتجها دون توظيف فريق كامل من علماء البيانات.",
        solution:
          "فريق مشترك لمدة ستة أشهر: تصميم النموذج، ثم إطلاقه، ثم نقل المعرفة إلى مطوري الشركة.",
        results:
          "ميزة أُطلقت خلال أربعة أشهر، واستخدمها 70% من المستخدمين النشطين، وفريق داخلي قادر على مواصلة العمل باستقلالية.",
      },
    },
  },
];

export const SEED_RESEARCH = [
  {
    title: "Distillation de modèles compacts",
    description:
      "Réduire de grands modèles de langage à des modèles légers qui tournent sur des serveurs modestes, voire sur site, sans sacrifier la qualité des réponses.",
    partner: "laboratoire d'informatique d'une université lyonnaise",
    status: "ongoing",
    start_date: "2026-01-15",
    position: 0,
    translations: {
      en: {
        title: "Compact model distillation",
        description:
          "Shrinking large language models into lightweight ones that run on modest servers, or even on premises, without sacrificing answer quality.",
        partner: "computer science laboratory of a Lyon university",
      },
      ar: {
        title: "تقطير النماذج المدمجة",
        description:
          "تحويل النماذج اللغوية الكبيرة إلى نماذج خفيفة تعمل على خوادم متواضعة أو داخل مقر العميل، دون التضحية بجودة الإجابات.",
        partner: "مختبر علوم الحاسوب في إحدى جامعات ليون",
      },
    },
  },
  {
    title: "Détection de fausses informations en arabe",
    description:
      "Des modèles capables de repérer la désinformation dans les contenus en arabe, y compris en dialectes, pour aider médias et institutions à la combattre.",
    partner: "université partenaire dans le Golfe",
    status: "planned",
    start_date: "2026-09-01",
    position: 1,
    translations: {
      en: {
        title: "Arabic fake-news detection",
        description:
          "Models that spot disinformation in Arabic content, dialects included, to help media and institutions fight it.",
        partner: "partner university in the Gulf",
      },
      ar: {
        title: "كشف الأخبار الزائفة باللغة العربية",
        description:
          "نماذج قادرة على رصد المعلومات المضللة في المحتوى العربي، بما فيه اللهجات، لمساعدة وسائل الإعلام والمؤسسات على التصدي لها.",
        partner: "جامعة شريكة في منطقة الخليج",
      },
    },
  },
];
