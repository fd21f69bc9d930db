/** English strings of the "pages" keys (keys/pages.ts). */
export const pages = {
  "pages.crumbHome": "Home",
  "pages.onThisPage": "On this page",
  "pages.updated": "Last updated: {date}",
  "pages.demoNote":
    "Tischlein is a demo project: the company, address, register entry and phone numbers on this website are invented.",

  "pages.basics.title": "Kitchen basics",
  "pages.basics.description":
    "Knife skills, perfect pasta, toasting spices, understanding dough: our kitchen-basics guides explain the techniques every recipe is built on.",
  "pages.basics.lead":
    "Good cooking doesn't start with a recipe. It starts with a handful of techniques you learn properly once. Here they are, explained step by step by our test kitchen.",
  "pages.basics.guides": "Guides from the test kitchen",
  "pages.basics.rules": "Six rules that make every dish better",
  "pages.basics.allStories": "See all stories",
  "pages.basics.stuck": "Still stuck?",
  "pages.basics.stuckText":
    "Call our cooking hotline. Our cooks will help when the sauce turns lumpy or the dough won't rise – at weekends, too.",

  "pages.jobs.title": "Jobs at Tischlein",
  "pages.jobs.description":
    "Cook with us: open positions at Tischlein in Berlin – in the test kitchen, in engineering and in the social media team.",
  "pages.jobs.lead":
    "We're a small team in Berlin-Mitte with a big test kitchen. If you love to cook, love to explain, or love building things that help millions of people cook, you might fit right in.",
  "pages.jobs.openings": "Open positions",
  "pages.jobs.tasks": "What you'll do",
  "pages.jobs.profile": "What you bring",
  "pages.jobs.benefits": "What we offer",
  "pages.jobs.apply": "Apply now",
  "pages.jobs.applyFor": "Apply now as {title}",
  "pages.jobs.applySubject": "Application: {title}",
  "pages.jobs.howTo": "How to apply",
  "pages.jobs.howToText":
    "Send your CV and a few lines on why you'd like to join Tischlein to {email}. No formal cover letter needed, and references can wait. You'll hear from us within two weeks.",

  "pages.about.title": "About us",
  "pages.about.description":
    "Tischlein is a recipe platform from Berlin: tested recipes, kitchen know-how and stories about food – in German and English.",
  "pages.about.lead":
    "We believe anyone can cook well when the recipe is right. That's why every recipe is tested in our Berlin kitchen before it goes online.",

  "pages.team.title": "Our team",
  "pages.team.description":
    "The people behind Tischlein: cooks, pastry chefs, photographers and engineers from our test kitchen in Berlin.",
  "pages.team.lead":
    "Behind every recipe are people who cooked it, tasted it, photographed it and wrote it down. Here are some of them.",
  "pages.team.join": "Fancy cooking with us?",
  "pages.team.joinText": "We're hiring in the test kitchen, in engineering and in the social media team.",
  "pages.team.joinLink": "See open positions",

  "pages.app.title": "The Tischlein app",
  "pages.app.description":
    "Every Tischlein recipe in the app: step-by-step cooking mode, shopping list, offline cookbooks and timers right in the recipe. Free for iOS and Android.",
  "pages.app.lead":
    "Your phone is on the kitchen counter anyway. The Tischlein app turns it into a cookbook that thinks along – free for iPhone and Android.",
  "pages.app.features": "What the app does",
  "pages.app.appStoreLine": "Download on the",
  "pages.app.googlePlayLine": "Get it on",
  "pages.app.requirements": "Free. Requires iOS 16 or Android 10 and later. Tischlein Plus is available as an in-app subscription.",
  "pages.app.mockStep": "Step {n} of {total}",

  "pages.imprint.title": "Imprint",
  "pages.imprint.description": "Legal notice of Tischlein: provider identification of Tischlein GmbH, Berlin, with contact details, register entry and editorial responsibility.",
  "pages.imprint.lead": "Who is behind Tischlein and how to reach us.",

  "pages.terms.title": "Terms of use",
  "pages.terms.description":
    "Tischlein's terms of use: what applies to your account, which rights you keep in the recipes you upload and which you grant us.",
  "pages.terms.lead":
    "The ground rules for Tischlein, kept as short and clear as we could. They apply as soon as you create an account or upload a recipe.",

  "pages.privacy.title": "Privacy policy",
  "pages.privacy.description":
    "What data Tischlein processes when you read, have an account or get the newsletter – and what rights you have. In plain words.",
  "pages.privacy.lead":
    "Here we explain, without the legalese, which data we process, when and why. In short: as little as possible, and we sell none of it.",

  "pages.contact.title": "Contact",
  "pages.contact.description":
    "How to reach Tischlein: e-mail, phone and postal address in Berlin, plus contacts for press, jobs, privacy and partnerships.",
  "pages.contact.lead":
    "A question, some praise, spotted a mistake in a recipe? Write to us – we read every message and usually reply within two working days.",
  "pages.contact.email": "E-mail",
  "pages.contact.phone": "Phone",
  "pages.contact.phoneHours": "Monday to Friday, 9 am – 5 pm (CET)",
  "pages.contact.address": "Address",
  "pages.contact.write": "Write an e-mail",
  "pages.contact.writeSubject": "Message to Tischlein",
  "pages.contact.topics": "Straight to the right team",
  "pages.contact.cookingQuestion": "A cooking question?",
  "pages.contact.cookingQuestionText":
    "If it's urgent because the roast is already in the oven, our cooking hotline will help you over the phone.",
  "pages.contact.hotlineLink": "Go to the cooking hotline",

  "pages.cookingHotline.title": "Cooking hotline",
  "pages.cookingHotline.description":
    "The Tischlein cooking hotline: cooks from our test kitchen answer your questions over the phone – every day, weekends included.",
  "pages.cookingHotline.lead":
    "The sauce is too salty, the yeast dough won't rise, and your guests arrive in an hour? Give us a call. At the other end are professionals from our test kitchen.",
  "pages.cookingHotline.number": "Cooking hotline",
  "pages.cookingHotline.call": "Call now: {number}",
  "pages.cookingHotline.hours": "When we're available",
  "pages.cookingHotline.cost":
    "You only pay the usual rate for a call to a German landline. From abroad, dial {international}. Times are German time (CET).",
  "pages.cookingHotline.questions": "What most people call us about",
  "pages.cookingHotline.tips": "How we can help you fastest",
  "pages.cookingHotline.byMail": "No rush? Write to {email} and we'll reply within 24 hours.",
};
