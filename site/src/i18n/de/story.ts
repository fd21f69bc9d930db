/** German strings of the "story" keys (keys/story.ts). */
export const story = {
  "story.crumb.home": "Startseite",
  "story.crumb.stories": "Stories",
  "story.published": "Veröffentlicht am {date}",
  "story.readingTime": "{minutes} Min. Lesezeit",
  "story.pros": "Dafür spricht",
  "story.cons": "Dagegen spricht",
  "story.pro": "Vorteil:",
  "story.con": "Nachteil:",
  "story.related.title": "Mehr zum Thema",
  "story.share.label": "Story teilen",
};
