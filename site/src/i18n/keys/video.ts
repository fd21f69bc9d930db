import { text } from "./text.ts";

/** The short video player of a recipe with a video (spec modal "short video player"). */
export const video = {
  /** Accessible name of the video marker that opens the player: `{duration}` as "m:ss". */
  "video.open": text,
  /** Eyebrow over the recipe title in the player. */
  "video.eyebrow": text,
  /** Note under the player: the clip has no sound and has captions. */
  "video.note": text,
  /** Accessible name of the player's close button. */
  "video.close": text,
  /** Shown by browsers that cannot play the clip, before the download link. */
  "video.unsupported": text,
  /** Link to the clip file for browsers that cannot play it. */
  "video.download": text,
  /** Label of the German caption track in the player's menu. */
  "video.captions.de": text,
  /** Label of the English caption track in the player's menu. */
  "video.captions.en": text,
};
