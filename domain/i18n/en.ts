import type { Catalog } from "./fr";

/** The English catalog, checked against the French shape. */
export const en: Catalog = {
  "site.skipToContent": "Skip to main content",
  "site.tagline": "Custom, secure and accessible AI",
  "site.homeLink": "{siteName}, home",
  "nav.label": "Main navigation",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.services": "Services",
  "nav.research": "R&D",
  "nav.markets": "Markets",
  "nav.cases": "Case studies",
  "nav.contact": "Contact",
  "nav.demos": "Demos",
  "nav.pagination": "Pagination",
  "nav.previous": "Previous page",
  "nav.next": "Next page",
  "nav.page": "Page {page}",
  "header.requestDemo": "Request Demo",
  "header.menu": "Menu",
  "header.language": "Language",
  "header.languageCurrent": "Language: {language}",
  "header.themeDark": "Dark theme",

  "hero.eyebrow": "Artificial intelligence and data science consultancy",
  "hero.title": "Custom, secure and accessible AI",
  "hero.subtitle":
    "We help small and mid-sized businesses in Europe and the Gulf turn their data into decisions: conversational assistants, reliable data platforms and intelligent applications, designed with your teams and delivered to production.",
  "hero.ctaDemo": "Request a demo",
  "hero.ctaServices": "Discover our services",
  "hero.point1": "One-year warranty, updates included",
  "hero.point2": "Projects delivered in French, English and Arabic",
  "hero.point3": "Active in Europe and the Gulf states",

  "services.title": "Our services",
  "services.intro":
    "Six complementary areas of expertise to take you from idea to production system, without ever losing control of your data.",
  "services.warranty": "Every service comes with a one-year warranty, free updates included.",
  "services.cta": "Discover our services",

  "about.title": "About us",
  "about.intro":
    "We are an AI and data-science consultancy based in Lyon. We work with businesses of a human scale that want the benefits of AI without relying on a black box.",
  "about.mission.title": "Our mission",
  "about.mission.text":
    "To make artificial intelligence useful and accessible to small and mid-sized businesses: solutions sized for them, respectful of their data and understandable by their teams.",
  "about.values.title": "Our values",
  "about.values.innovation.title": "Innovation",
  "about.values.innovation.text":
    "We follow research closely and adopt a technology only when it brings our clients a measurable benefit.",
  "about.values.ethics.title": "Ethics",
  "about.values.ethics.text":
    "Model transparency, personal-data protection and bias control are part of every project from day one.",
  "about.values.inclusion.title": "Inclusion",
  "about.values.inclusion.text":
    "Multilingual tools, accessible to everyone including people with disabilities, so that AI benefits all.",
  "about.advantage.title": "Our guarantee",
  "about.advantage.text":
    "Every engagement is guaranteed for one year, free updates included. If a solution does not work as agreed, we fix it at no cost.",
  "about.founders.title": "The founders",
  "about.founders.ceo": "CEO",
  "about.founders.ceoRole": "Strategy, client relations and growth in Europe and the Gulf",
  "about.founders.cto": "CTO",
  "about.founders.ctoRole": "Technical architecture, R&D and university partnerships",

  "markets.title": "Our markets",
  "markets.intro":
    "We work with companies in two regions we know well, and in the sectors where AI already creates value.",
  "markets.regionsTitle": "Regions",
  "markets.europe.name": "Europe",
  "markets.europe.text":
    "Hands-on support from our Lyon office, in line with the GDPR and the EU AI Act.",
  "markets.gulf.name": "Gulf states",
  "markets.gulf.text":
    "Bilingual Arabic-English solutions for markets in the middle of their digital transformation.",
  "markets.country.france": "France",
  "markets.country.germany": "Germany",
  "markets.country.benelux": "Benelux",
  "markets.country.spain": "Spain",
  "markets.country.italy": "Italy",
  "markets.country.saudi": "Saudi Arabia",
  "markets.country.uae": "United Arab Emirates",
  "markets.country.qatar": "Qatar",
  "markets.country.kuwait": "Kuwait",
  "markets.country.bahrain": "Bahrain",
  "markets.sectorsTitle": "Sectors",
  "markets.sector.finance": "Finance",
  "markets.sector.health": "Health",
  "markets.sector.education": "Education",
  "markets.sector.ecommerce": "E-commerce",
  "markets.sector.public": "Public sector",

  "research.title": "Research and development",
  "research.label": "R&D",
  "research.intro":
    "With our university partners we run applied research projects whose results go straight into our clients' solutions.",
  "research.partner": "Partner: {partner}",
  "research.status.ongoing": "Ongoing",
  "research.status.planned": "Planned",
  "research.status.completed": "Completed",

  "cases.title": "Case studies",
  "cases.intro":
    "Projects carried out in varied settings, with concrete results measured together with our clients.",
  "cases.readMore": "Read case study",
  "cases.viewAll": "View all our case studies",
  "cases.challenge": "The challenge",
  "cases.solution": "Our solution",
  "cases.results": "The results",
  "cases.clientLabel": "Client",
  "cases.industryLabel": "Industry",
  "cases.regionLabel": "Region",
  "cases.back": "All case studies",
  "cases.region.gulf": "Gulf",
  "cases.region.europe": "Europe",

  "testimonials.title": "What our clients say",
  "testimonials.carousel": "Client testimonials, rotating",
  "testimonials.previous": "Previous testimonial",
  "testimonials.next": "Next testimonial",
  "testimonials.position": "Testimonial {index} of {total}",

  "contact.title": "Contact us",
  "contact.intro":
    "A project, a question? Tell us what you need: we reply within two working days.",
  "contact.cta": "Contact Us",
  "contact.details": "How to reach us",
  "contact.address": "Address",
  "contact.addressValue": "Lyon, France",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.hours": "Opening hours",
  "contact.hoursWeekdays": "Monday to Friday: 9am-6pm",
  "contact.hoursWeekend": "Weekend: closed",
  "contact.form.title": "Send us a message",
  "contact.form.name": "Name",
  "contact.form.email": "Email",
  "contact.form.phone": "Phone",
  "contact.form.company": "Company",
  "contact.form.message": "Message",
  "contact.form.requiredNote": "Fields marked with an asterisk (*) are required.",
  "contact.form.required": "required",
  "contact.form.honeypot": "Leave this field empty",
  "contact.form.submit": "Send",
  "contact.form.sending": "Sending...",
  "contact.form.errorRequired": "This field is required",
  "contact.form.errorEmail": "Please enter a valid email address",
  "contact.form.sent": "Message sent. We will get back to you as soon as possible.",
  "contact.form.errorTooLong": "This field must not exceed {max} characters",
  "contact.toast.successTitle": "Message sent",
  "contact.toast.successDescription": "We will get back to you as soon as possible.",
  "contact.toast.errorTitle": "Error",
  "contact.toast.errorDescription": "The message could not be sent. Please try again later.",
  "contact.toast.networkError": "An error occurred while sending the message.",
  "contact.toast.rateLimited": "Too many messages sent, please try again later",

  // Assistant ADA (the chat widget's answers and hand-over form)
  "assistant.title": "Assistant ADA",
  "assistant.toggle": "Ask ADA, the site's assistant",
  "assistant.close": "Close the assistant",
  "assistant.greeting":
    "Hello! I am ADA, the site's assistant. Ask me about our services, case studies or research.",
  "assistant.suggestion1": "What services do you offer?",
  "assistant.suggestion2": "Have you built chatbots for clinics?",
  "assistant.suggestion3": "How can we make use of our data?",
  "assistant.inputLabel": "Your question",
  "assistant.placeholder": "Type your question...",
  "assistant.send": "Send",
  "assistant.newConversation": "New conversation",
  "assistant.you": "You",
  "assistant.bot": "ADA",
  "assistant.thinking": "ADA is searching the site...",
  "assistant.sourcesLabel": "Pages of the site",
  "assistant.answer.found": "Here is what I found on our site:",
  "assistant.answer.yes": "Yes.",
  "assistant.answer.inFrench": "Our page says, in French:",
  "assistant.answer.none":
    "I could not find an answer to this on our site. If you wish, leave your name and e-mail below: the team will receive this conversation.",
  "assistant.answer.person":
    "Gladly. Leave your name and e-mail below: the team will receive this conversation.",
  "assistant.handover.title": "Send the conversation to the team",
  "assistant.handover.open": "Leave my details",
  "assistant.handover.name": "Name",
  "assistant.handover.email": "E-mail",
  "assistant.handover.consent":
    "I agree that the team receives this conversation, my name and my e-mail to reply to me, as explained in the {privacy}.",
  "assistant.handover.privacyLink": "privacy policy",
  "assistant.handover.send": "Send to the team",
  "assistant.handover.sending": "Sending...",
  "assistant.handover.sent":
    "Sent: the team has received this conversation and will reply by e-mail.",
  "assistant.handover.errorRequired": "This field is required",
  "assistant.handover.errorEmail": "Please enter a valid e-mail address",
  "assistant.handover.errorTooLong": "This field must not exceed {max} characters",
  "assistant.handover.errorConsent": "Please agree that the team receives this conversation",
  "assistant.error.rateLimited":
    "Too many questions in a short time. Please try again in a few minutes.",
  "assistant.error.failed": "The assistant could not answer. Please try again in a moment.",
  "assistant.error.invalidValue": "Invalid value",
  "assistant.error.invalid": "Your question must be between 1 and 500 characters long.",

  "demos.title": "Demonstrations",
  "demos.intro":
    "See our work in action: videos, screenshots and documents from our AI and data solutions.",
  "demos.loading": "Loading demonstrations...",
  "demos.loadError": "The demonstrations could not be loaded",
  "demos.empty": "No demonstrations are available yet. Please check back soon!",
  "demos.openPdf": "Open the PDF",
  "demos.openLink": "Visit the link",
  "demos.newTab": "(new tab)",
  "demos.type.video": "Video",
  "demos.type.image": "Image",
  "demos.type.pdf": "PDF",
  "demos.type.lien": "Link",
  "demos.videoUnsupported": "Your browser cannot play this video.",

  "legal.title": "Legal notice",
  "legal.publisher.title": "Publisher",
  "legal.publisher.text":
    "This website is published by {siteName}, an artificial intelligence and data-science consultancy based in Lyon, France.",
  "legal.director.title": "Publication director",
  "legal.director.text": "The publication director is {ceo}, CEO of {siteName}.",
  "legal.contact.title": "Contact",
  "legal.contact.text": "For any question: {email} or {phone}.",
  "legal.hosting.title": "Hosting",
  "legal.hosting.text":
    "The website is hosted on servers located in the European Union. The host's details are available on request.",
  "legal.ip.title": "Intellectual property",
  "legal.ip.text":
    "The texts, images and graphic elements of this website belong to {siteName}. Any reproduction without written permission is prohibited.",

  "privacy.title": "Privacy policy",
  "privacy.intro":
    "{siteName} takes the protection of your personal data seriously. This page explains what data we collect and how we use it.",
  "privacy.collected.title": "Data we collect",
  "privacy.collected.text":
    "When you use the contact form we receive your name, email address and message and, if you provide them, your phone number and company.",
  "privacy.purpose.title": "Purpose",
  "privacy.purpose.text":
    "This data is used only to answer your request. It is never sold or passed on to third parties.",
  "privacy.retention.title": "Retention period",
  "privacy.retention.text": "Your personal data is kept for 3 years and then deleted.",
  "privacy.cookies.title": "Cookies and local storage",
  "privacy.cookies.text":
    "The website only stores your language and theme (light or dark) to reuse them on your next visits. No advertising or third-party analytics cookies are used.",
  "privacy.rights.title": "Your rights",
  "privacy.rights.text":
    "Under the GDPR you may access, correct or delete your data, or object to its processing, by writing to {email}. You may also complain to the French data-protection authority (CNIL).",

  "notFound.title": "Oops! Page not found",
  "notFound.text": "The page you are looking for does not exist or has been moved.",
  "notFound.home": "Back to home",

  "footer.blurb":
    "Artificial intelligence and data-science consultancy serving small and mid-sized businesses in Europe and the Gulf.",
  "footer.navigation": "Navigation",
  "footer.services": "Services",
  "footer.contact": "Contact",
  "footer.languages": "Languages",
  "footer.linkedin": "{siteName} on LinkedIn",
  "footer.copyright": "© {year} {siteName}. All rights reserved.",
  "footer.legal": "Legal notice",
  "footer.privacy": "Privacy",

  "meta.home.title": "{siteName} | Custom, secure and accessible AI",
  "meta.home.description":
    "AI and data-science consultancy for small and mid-sized businesses in Europe and the Gulf: chatbots, data, development, security, consulting and training.",
  "meta.about.title": "About us | {siteName}",
  "meta.about.description":
    "Our mission, our values (innovation, ethics, inclusion), our one-year guarantee and our founders.",
  "meta.services.title": "Services | {siteName}",
  "meta.services.description":
    "AI and chatbots, data engineering, development, IT security, strategic consulting and training, all with a one-year warranty.",
  "meta.research.title": "R&D | {siteName}",
  "meta.research.description":
    "Our research projects with university partners: compact model distillation and Arabic fake-news detection.",
  "meta.markets.title": "Markets | {siteName}",
  "meta.markets.description":
    "Europe and the Gulf states; finance, health, education, e-commerce and the public sector.",
  "meta.cases.title": "Case studies | {siteName}",
  "meta.cases.description":
    "A multilingual clinic chatbot, an ESG dashboard for an SME and support for a SaaS startup.",
  "meta.contact.title": "Contact | {siteName}",
  "meta.contact.description":
    "Write to us through the contact form. Offices in Lyon, open Monday to Friday, 9am to 6pm.",
  "meta.legal.title": "Legal notice | {siteName}",
  "meta.legal.description": "Publisher, hosting and intellectual property of this website.",
  "meta.privacy.title": "Privacy | {siteName}",
  "meta.privacy.description":
    "How we protect your personal data: purpose, 3-year retention and your rights.",
  "meta.demos.title": "Demonstrations | {siteName}",
  "meta.demos.description": "Demo videos, images and documents of our AI solutions.",
  "meta.paged": "Page {page} – {title}",
  "meta.notFound.title": "Page not found | {siteName}",
  "meta.notFound.description": "This page does not exist.",
  "translation.glossary":
    'Keep as they are: ADA, client and product names. Translate « étude de cas » as "case study" and « IA » as "AI".',
};
