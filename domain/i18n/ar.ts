import type { Catalog } from "./fr";

/**
 * The Arabic catalog, checked against the French shape. Arabic punctuation (، ؛ ؟) throughout;
 * Latin names and figures stay as they are and are isolated by the browser's bidi algorithm.
 */
export const ar: Catalog = {
  "site.skipToContent": "الانتقال إلى المحتوى الرئيسي",
  "site.tagline": "ذكاء اصطناعي مصمم حسب الطلب، آمن ومتاح للجميع",
  "site.homeLink": "{siteName}، الصفحة الرئيسية",
  "nav.label": "التنقل الرئيسي",
  "nav.home": "الرئيسية",
  "nav.about": "من نحن",
  "nav.services": "خدماتنا",
  "nav.research": "البحث والتطوير",
  "nav.markets": "أسواقنا",
  "nav.cases": "دراسات الحالة",
  "nav.contact": "اتصل بنا",
  "nav.demos": "العروض التوضيحية",
  "header.requestDemo": "اطلب عرضًا توضيحيًا",
  "header.menu": "القائمة",
  "header.language": "اللغة",
  "header.languageCurrent": "اللغة: {language}",
  "header.themeDark": "الوضع الداكن",

  "hero.eyebrow": "استشارات في الذكاء الاصطناعي وعلوم البيانات",
  "hero.title": "ذكاء اصطناعي مصمم حسب الطلب، آمن ومتاح للجميع",
  "hero.subtitle":
    "نساعد الشركات الصغيرة والمتوسطة في أوروبا ودول الخليج على تحويل بياناتها إلى قرارات: مساعدات محادثة ذكية، ومنصات بيانات موثوقة، وتطبيقات ذكية نصممها مع فرقكم ونطلقها في بيئة الإنتاج.",
  "hero.ctaDemo": "اطلب عرضًا توضيحيًا",
  "hero.ctaServices": "اكتشف خدماتنا",
  "hero.point1": "ضمان لمدة سنة مع تحديثات مجانية",
  "hero.point2": "مشاريع بالعربية والفرنسية والإنجليزية",
  "hero.point3": "حضور في أوروبا ودول الخليج",

  "services.title": "خدماتنا",
  "services.intro":
    "ست خبرات متكاملة تنقلكم من الفكرة إلى نظام يعمل في بيئة الإنتاج، مع احتفاظكم الكامل بالسيطرة على بياناتكم.",
  "services.warranty": "جميع خدماتنا مشمولة بضمان لمدة سنة مع تحديثات مجانية.",
  "services.cta": "اكتشف خدماتنا",

  "about.title": "من نحن",
  "about.intro":
    "نحن مكتب استشارات في الذكاء الاصطناعي وعلوم البيانات مقره مدينة ليون. نرافق الشركات التي تريد الاستفادة من الذكاء الاصطناعي دون الاعتماد على صندوق أسود.",
  "about.mission.title": "رسالتنا",
  "about.mission.text":
    "أن نجعل الذكاء الاصطناعي مفيدًا وفي متناول الشركات الصغيرة والمتوسطة: حلول تناسب حجمها، وتحترم بياناتها، وتفهمها فرقها.",
  "about.values.title": "قيمنا",
  "about.values.innovation.title": "الابتكار",
  "about.values.innovation.text":
    "نتابع البحث العلمي عن كثب، ولا نعتمد تقنية إلا إذا حققت لعملائنا فائدة قابلة للقياس.",
  "about.values.ethics.title": "الأخلاقيات",
  "about.values.ethics.text":
    "الشفافية في النماذج، وحماية البيانات الشخصية، والحد من التحيز، جزء من كل مشروع منذ مرحلة التصميم.",
  "about.values.inclusion.title": "الشمول",
  "about.values.inclusion.text":
    "أدوات متعددة اللغات ومتاحة للجميع، بمن فيهم الأشخاص ذوو الإعاقة، ليستفيد الجميع من الذكاء الاصطناعي.",
  "about.advantage.title": "ضماننا",
  "about.advantage.text":
    "كل خدماتنا مضمونة لمدة سنة مع تحديثات مجانية. وإذا لم يعمل الحل كما اتفقنا، نصلحه دون أي تكلفة.",
  "about.founders.title": "المؤسسون",
  "about.founders.ceo": "CEO",
  "about.founders.ceoRole":
    "الرئيس التنفيذي: الاستراتيجية والعلاقات مع العملاء والتوسع في أوروبا والخليج",
  "about.founders.cto": "CTO",
  "about.founders.ctoRole": "المدير التقني: البنية التقنية والبحث والتطوير والشراكات الجامعية",

  "markets.title": "أسواقنا",
  "markets.intro":
    "نعمل مع شركات في منطقتين نعرفهما جيدًا، وفي القطاعات التي يصنع فيها الذكاء الاصطناعي قيمة حقيقية اليوم.",
  "markets.regionsTitle": "المناطق",
  "markets.europe.name": "أوروبا",
  "markets.europe.text":
    "مرافقة عن قرب من مكتبنا في ليون، وفق اللائحة العامة لحماية البيانات وقانون الذكاء الاصطناعي الأوروبي.",
  "markets.gulf.name": "دول الخليج",
  "markets.gulf.text": "حلول ثنائية اللغة بالعربية والإنجليزية لأسواق تعيش تحولًا رقميًا متسارعًا.",
  "markets.country.france": "فرنسا",
  "markets.country.germany": "ألمانيا",
  "markets.country.benelux": "دول البنلوكس",
  "markets.country.spain": "إسبانيا",
  "markets.country.italy": "إيطاليا",
  "markets.country.saudi": "المملكة العربية السعودية",
  "markets.country.uae": "الإمارات العربية المتحدة",
  "markets.country.qatar": "قطر",
  "markets.country.kuwait": "الكويت",
  "markets.country.bahrain": "البحرين",
  "markets.sectorsTitle": "القطاعات",
  "markets.sector.finance": "المالية",
  "markets.sector.health": "الصحة",
  "markets.sector.education": "التعليم",
  "markets.sector.ecommerce": "التجارة الإلكترونية",
  "markets.sector.public": "القطاع العام",

  "research.title": "البحث والتطوير",
  "research.label": "البحث والتطوير",
  "research.intro":
    "ننفذ مع شركائنا من الجامعات مشاريع بحث تطبيقي تنعكس نتائجها مباشرة على حلول عملائنا.",
  "research.partner": "الشريك: {partner}",
  "research.status.ongoing": "قيد التنفيذ",
  "research.status.planned": "مخطط له",
  "research.status.completed": "مكتمل",

  "cases.title": "دراسات الحالة",
  "cases.intro": "ثلاثة مشاريع حديثة في ثلاثة سياقات مختلفة، بنتائج ملموسة قسناها مع عملائنا.",
  "cases.readMore": "اقرأ دراسة الحالة",
  "cases.viewAll": "عرض جميع دراسات الحالة",
  "cases.challenge": "التحدي",
  "cases.solution": "الحل",
  "cases.results": "النتائج",
  "cases.clientLabel": "العميل",
  "cases.industryLabel": "القطاع",
  "cases.regionLabel": "المنطقة",
  "cases.back": "كل دراسات الحالة",
  "cases.region.gulf": "الخليج",
  "cases.region.europe": "أوروبا",

  "testimonials.title": "آراء عملائنا",
  "testimonials.empty": "ستُنشر آراء عملائنا هنا قريبًا. هل تودّون كتابة قصة النجاح التالية معنا؟",
  "testimonials.cta": "حدثونا عن مشروعكم",
  "testimonials.carousel": "شهادات العملاء، تتبدّل تلقائيًا",
  "testimonials.previous": "الشهادة السابقة",
  "testimonials.next": "الشهادة التالية",
  "testimonials.position": "الشهادة {index} من {total}",

  "contact.title": "اتصل بنا",
  "contact.intro": "لديكم مشروع أو سؤال؟ صفوا لنا حاجتكم، وسنرد عليكم خلال يومي عمل.",
  "contact.cta": "اتصل بنا",
  "contact.details": "معلومات الاتصال",
  "contact.address": "العنوان",
  "contact.addressValue": "ليون، فرنسا",
  "contact.email": "البريد الإلكتروني",
  "contact.phone": "الهاتف",
  "contact.hours": "ساعات العمل",
  "contact.hoursWeekdays": "من الاثنين إلى الجمعة: 9:00-18:00",
  "contact.hoursWeekend": "عطلة نهاية الأسبوع: مغلق",
  "contact.form.title": "أرسلوا لنا رسالة",
  "contact.form.name": "الاسم",
  "contact.form.email": "البريد الإلكتروني",
  "contact.form.phone": "الهاتف",
  "contact.form.company": "الشركة",
  "contact.form.message": "الرسالة",
  "contact.form.requiredNote": "الحقول المشار إليها بعلامة النجمة (*) إلزامية.",
  "contact.form.required": "إلزامي",
  "contact.form.honeypot": "اترك هذا الحقل فارغًا",
  "contact.form.submit": "إرسال",
  "contact.form.sending": "جارٍ الإرسال...",
  "contact.form.errorRequired": "هذا الحقل إلزامي",
  "contact.form.errorEmail": "يرجى إدخال بريد إلكتروني صحيح",
  "contact.form.sent": "تم إرسال الرسالة. سنتواصل معكم في أقرب وقت ممكن.",
  "contact.form.errorTooLong": "يجب ألا يتجاوز هذا الحقل {max} حرفًا",
  "contact.toast.successTitle": "تم إرسال الرسالة",
  "contact.toast.successDescription": "سنتواصل معكم في أقرب وقت ممكن.",
  "contact.toast.errorTitle": "خطأ",
  "contact.toast.errorDescription": "تعذر إرسال الرسالة. يرجى المحاولة لاحقًا.",
  "contact.toast.networkError": "حدث خطأ أثناء إرسال الرسالة.",
  "contact.toast.rateLimited": "تم إرسال عدد كبير جدًا من الرسائل، يرجى المحاولة لاحقًا",

  "chat.open": "فتح المساعد",
  "chat.close": "إغلاق المساعد",
  "chat.title": "Assistant ADA",
  "chat.greeting": "مرحبًا! أنا ADA، مساعدكم الافتراضي. كيف يمكنني مساعدتكم؟",
  "chat.inputLabel": "سؤالكم",
  "chat.placeholder": "اكتبوا سؤالكم...",
  "chat.send": "إرسال",
  "chat.you": "أنتم",
  "chat.bot": "المساعد",
  "chat.typing": "المساعد يكتب...",
  "chat.reply1": "شكرًا لرسالتكم! سيتواصل معكم فريقنا قريبًا جدًا.",
  "chat.reply2":
    "لدينا خبرة راسخة في هذا المجال، ويسعد أحد مستشارينا أن يعرض عليكم أعمالنا السابقة.",
  "chat.reply3": "هل يمكنكم تزويدنا بمزيد من التفاصيل حول مشروعكم؟",
  "chat.reply4": "هناك عدة حلول ممكنة بحسب سياقكم. لنتحدث عنها معًا!",

  "demos.title": "العروض التوضيحية",
  "demos.intro":
    "شاهدوا أعمالنا على أرض الواقع: مقاطع فيديو وصور ومستندات من حلولنا في الذكاء الاصطناعي والبيانات.",
  "demos.loading": "جارٍ تحميل العروض التوضيحية...",
  "demos.loadError": "تعذر تحميل العروض التوضيحية",
  "demos.empty": "لا تتوفر عروض توضيحية حاليًا. عودوا إلينا قريبًا!",
  "demos.openPdf": "فتح ملف PDF",
  "demos.openLink": "زيارة الرابط",
  "demos.newTab": "(علامة تبويب جديدة)",
  "demos.type.video": "فيديو",
  "demos.type.image": "صورة",
  "demos.type.pdf": "PDF",
  "demos.type.lien": "رابط",
  "demos.videoUnsupported": "متصفحكم لا يستطيع تشغيل هذا الفيديو.",

  "legal.title": "الإشعار القانوني",
  "legal.publisher.title": "ناشر الموقع",
  "legal.publisher.text":
    "ينشر هذا الموقع {siteName}، وهو مكتب استشارات في الذكاء الاصطناعي وعلوم البيانات مقره ليون، فرنسا.",
  "legal.director.title": "مدير النشر",
  "legal.director.text": "مدير النشر هو {ceo}، الرئيس التنفيذي لـ {siteName}.",
  "legal.contact.title": "الاتصال",
  "legal.contact.text": "لأي استفسار: {email} أو {phone}.",
  "legal.hosting.title": "الاستضافة",
  "legal.hosting.text":
    "الموقع مستضاف على خوادم داخل الاتحاد الأوروبي. ويمكن الحصول على بيانات جهة الاستضافة عند الطلب.",
  "legal.ip.title": "الملكية الفكرية",
  "legal.ip.text":
    "النصوص والصور والعناصر الرسومية في هذا الموقع ملك لـ {siteName}. ويُمنع أي نسخ لها دون إذن كتابي.",

  "privacy.title": "سياسة الخصوصية",
  "privacy.intro":
    "تولي {siteName} أهمية كبيرة لحماية بياناتكم الشخصية. توضح هذه الصفحة البيانات التي نجمعها وكيفية استخدامها.",
  "privacy.collected.title": "البيانات التي نجمعها",
  "privacy.collected.text":
    "عند استخدام نموذج الاتصال نتلقى اسمكم وبريدكم الإلكتروني ورسالتكم، وكذلك رقم هاتفكم واسم شركتكم إن أدخلتموهما.",
  "privacy.purpose.title": "الغرض",
  "privacy.purpose.text":
    "تُستخدم هذه البيانات للرد على طلبكم فقط، ولا تُباع ولا تُنقل إلى أي طرف ثالث.",
  "privacy.retention.title": "مدة الاحتفاظ",
  "privacy.retention.text": "نحتفظ ببياناتكم الشخصية لمدة 3 سنوات، ثم نحذفها.",
  "privacy.cookies.title": "ملفات تعريف الارتباط والتخزين المحلي",
  "privacy.cookies.text":
    "لا يحفظ الموقع سوى اللغة والوضع (فاتح أو داكن) اللذين اخترتموهما لاستخدامهما في زياراتكم القادمة. ولا نستخدم أي ملفات تعريف ارتباط إعلانية أو أدوات قياس تابعة لجهات خارجية.",
  "privacy.rights.title": "حقوقكم",
  "privacy.rights.text":
    "وفقًا للائحة العامة لحماية البيانات، يحق لكم الاطلاع على بياناتكم وتصحيحها وحذفها والاعتراض على معالجتها عبر مراسلتنا على {email}. كما يحق لكم تقديم شكوى إلى الهيئة الفرنسية لحماية البيانات (CNIL).",

  "notFound.title": "عذرًا! الصفحة غير موجودة",
  "notFound.text": "الصفحة التي تبحثون عنها غير موجودة أو تم نقلها.",
  "notFound.home": "العودة إلى الصفحة الرئيسية",

  "footer.blurb":
    "مكتب استشارات في الذكاء الاصطناعي وعلوم البيانات في خدمة الشركات الصغيرة والمتوسطة في أوروبا ودول الخليج.",
  "footer.navigation": "التنقل",
  "footer.services": "خدماتنا",
  "footer.contact": "اتصل بنا",
  "footer.languages": "اللغات",
  "footer.linkedin": "{siteName} على LinkedIn",
  "footer.copyright": "© {year} {siteName}. جميع الحقوق محفوظة.",
  "footer.legal": "الإشعار القانوني",
  "footer.privacy": "الخصوصية",

  "meta.home.title": "{siteName} | ذكاء اصطناعي مصمم حسب الطلب، آمن ومتاح للجميع",
  "meta.home.description":
    "استشارات في الذكاء الاصطناعي وعلوم البيانات للشركات الصغيرة والمتوسطة في أوروبا والخليج: روبوتات محادثة، بيانات، تطوير، أمن، استشارات وتدريب.",
  "meta.about.title": "من نحن | {siteName}",
  "meta.about.description":
    "رسالتنا وقيمنا (الابتكار والأخلاقيات والشمول) وضماننا لمدة سنة ومؤسسونا.",
  "meta.services.title": "خدماتنا | {siteName}",
  "meta.services.description":
    "الذكاء الاصطناعي وروبوتات المحادثة، هندسة البيانات، التطوير، أمن المعلومات، الاستشارات والتدريب، مع ضمان لمدة سنة.",
  "meta.research.title": "البحث والتطوير | {siteName}",
  "meta.research.description":
    "مشاريعنا البحثية مع شركائنا من الجامعات: تقطير النماذج المدمجة وكشف الأخبار الزائفة باللغة العربية.",
  "meta.markets.title": "أسواقنا | {siteName}",
  "meta.markets.description":
    "أوروبا ودول الخليج؛ المالية والصحة والتعليم والتجارة الإلكترونية والقطاع العام.",
  "meta.cases.title": "دراسات الحالة | {siteName}",
  "meta.cases.description":
    "روبوت محادثة متعدد اللغات لعيادة، ولوحة متابعة للاستدامة لشركة متوسطة، ومرافقة شركة ناشئة.",
  "meta.contact.title": "اتصل بنا | {siteName}",
  "meta.contact.description":
    "راسلونا عبر نموذج الاتصال. مكتبنا في ليون مفتوح من الاثنين إلى الجمعة من 9:00 إلى 18:00.",
  "meta.legal.title": "الإشعار القانوني | {siteName}",
  "meta.legal.description": "ناشر الموقع والاستضافة والملكية الفكرية.",
  "meta.privacy.title": "الخصوصية | {siteName}",
  "meta.privacy.description": "كيف نحمي بياناتكم الشخصية: الغرض، والاحتفاظ لمدة 3 سنوات، وحقوقكم.",
  "meta.demos.title": "العروض التوضيحية | {siteName}",
  "meta.demos.description": "مقاطع فيديو وصور ومستندات توضيحية لحلولنا في الذكاء الاصطناعي.",
  "meta.notFound.title": "الصفحة غير موجودة | {siteName}",
  "meta.notFound.description": "هذه الصفحة غير موجودة.",
};
