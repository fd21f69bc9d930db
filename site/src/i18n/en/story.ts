/** English strings of the "story" keys (keys/story.ts). */
export const story = {
  "story.crumb.home": "Home",
  "story.crumb.stories": "Stories",
  "story.published": "Published on {date}",
  "story.readingTime": "{minutes} min read",
  "story.pros": "Pros",
  "story.cons": "Cons",
  "story.pro": "Pro:",
  "story.con": "Con:",
  "story.related.title": "More on this topic",
  "story.share.label": "Share this story",
};
