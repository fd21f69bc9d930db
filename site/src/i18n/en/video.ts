/** English strings of the short video player. */
export const video = {
  "video.open": "Watch the recipe video, {duration} long",
  "video.eyebrow": "On video",
  "video.note": "No sound, with captions.",
  "video.close": "Close video",
  "video.unsupported": "Your browser cannot play this video.",
  "video.download": "Download the video",
  "video.captions.de": "German",
  "video.captions.en": "English",
};
