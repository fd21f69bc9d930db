/** German strings of the "lists" keys (keys/lists.ts). */
export const lists = {
  "lists.breadcrumb.home": "Startseite",
  "lists.pageTitle": "{title} – Seite {page}",
  "lists.pageOf": "Seite {page} von {pages}",

  "lists.recipes.title": "Rezepte",
  "lists.recipes.intro":
    "Alle Rezepte von Tischlein: schnelle Feierabendküche, Klassiker, Backen und Drinks – in unserer Testküche nachgekocht und Schritt für Schritt erklärt.",
  "lists.community.title": "Community-Rezepte",
  "lists.community.intro":
    "Lieblingsrezepte aus der Tischlein-Community: von Hobbyköchinnen und -köchen aufgeschrieben, ausprobiert und geteilt.",
  "lists.community.categories": "Community-Kategorien",
  "lists.stories.title": "Stories",
  "lists.stories.intro":
    "Geschichten aus der Küche: Warenkunde, Küchentricks, Porträts und alles, was man übers Kochen und Essen wissen möchte.",
  "lists.category.parent": "Alles aus {title}",
  "lists.tag.eyebrow": "Tag",
  "lists.tag.intro": "Alle Rezepte und Stories mit dem Tag „{tag}“ – frisch aus der Tischlein-Küche.",
  "lists.ingredient.eyebrow": "Zutat",
  "lists.ingredient.title": "{name} – Rezepte mit dieser Zutat",
  "lists.ingredient.intro": "Rezepte mit der Zutat „{name}“: Ideen, was du heute daraus kochen kannst.",
  "lists.author.intro": "Rezepte und Stories von {name} auf Tischlein.",
  "lists.author.kind.editor": "Tischlein-Redaktion",
  "lists.author.kind.community": "Community",
  "lists.author.kind.partner": "Partner",
  "lists.author.featured": "Community-Empfehlung",
  "lists.author.website": "Website besuchen",
  "lists.newTab": "(öffnet in neuem Tab)",
  "lists.author.itemsHeading": "Rezepte und Stories von {name}",
  "lists.author.recipesHeading": "Rezepte von {name}",
  "lists.author.storiesHeading": "Stories von {name}",

  "lists.count.recipes.one": "1 Rezept",
  "lists.count.recipes.many": "{count} Rezepte",
  "lists.count.stories.one": "1 Story",
  "lists.count.stories.many": "{count} Stories",
  "lists.count.items.one": "1 Beitrag",
  "lists.count.items.many": "{count} Beiträge",

  "lists.empty.title": "Hier köchelt noch nichts",
  "lists.empty.text": "Zu dieser Auswahl gibt es noch keine Beiträge. Schau bald wieder vorbei – oder lass dich von unseren neuesten Rezepten inspirieren.",
  "lists.empty.link": "Alle Rezepte entdecken",

  "lists.pagination.label": "Seiten",
  "lists.pagination.previous": "Zurück",
  "lists.pagination.next": "Weiter",
  "lists.pagination.page": "Seite {page}",

  "lists.categories.title": "Kategorien",
  "lists.categories.intro":
    "Frühstück oder Abendessen, vegan oder mit Fleisch, italienisch oder indisch: Finde Rezepte nach Tageszeit, Ernährung, Gang, Küche, Anlass und Zutat.",
  "lists.categories.communityTitle": "Community-Kategorien",
  "lists.categories.communityIntro":
    "In diesen Kategorien findest du Rezepte aus der Tischlein-Community – aufgeschrieben und geteilt von Menschen, die gern kochen.",
  "lists.categories.jump": "Zu den Gruppen springen",
  "lists.group.day_time": "Tageszeit",
  "lists.group.diet": "Ernährung",
  "lists.group.course": "Gang",
  "lists.group.cuisine": "Länderküche",
  "lists.group.occasion": "Anlass & Saison",
  "lists.group.ingredient": "Hauptzutat",
  "lists.group.baking": "Backen",
  "lists.group.drinks": "Getränke",
  "lists.group.news": "News",

  "lists.tags.title": "Tags",
  "lists.tags.intro": "Stöbere nach Schlagworten: glutenfrei, günstig, zum Vorkochen oder echte Klassiker.",

  "lists.ingredients.title": "Zutaten von A bis Z",
  "lists.ingredients.intro":
    "Was ist noch im Kühlschrank? Wähle eine Zutat und finde alle Rezepte, in denen sie vorkommt.",
  "lists.ingredients.jump": "Zum Buchstaben springen",
  "lists.ingredients.other": "Weitere",

  "lists.tips.title": "Shopping-Tipps",
  "lists.tips.intro":
    "Besser einkaufen: woran du frische Ware erkennst, was auf dem Etikett zählt und wann was Saison hat.",
  "lists.tips.season": "Saison",
  "lists.tips.allYear": "Ganzjährig",
  "lists.tip.eyebrow": "Shopping-Tipp",
  "lists.tip.back": "Alle Shopping-Tipps",
  "lists.tip.more": "Weitere Shopping-Tipps",

  "lists.partners.title": "Unsere Partner",
  "lists.partners.intro":
    "Mühlen, Höfe und Manufakturen, die mit uns kochen: Lerne die Marken hinter den Partner-Rezepten kennen.",
  "lists.partners.profile": "Rezepte von {name}",

  "lists.veganuary.title": "Veganuary",
  "lists.veganuary.intro":
    "Einen Monat lang pflanzlich kochen: unsere liebsten veganen Rezepte für den Januar – und für das ganze Jahr.",

  "lists.feed.toRecipe": "Zum Rezept",
  "lists.feed.toStory": "Story lesen",
  "lists.feed.videoLength": "Video · {duration}",
};
