/** German strings of the short video player. */
export const video = {
  "video.open": "Rezeptvideo ansehen, Länge {duration}",
  "video.eyebrow": "Im Video",
  "video.note": "Ohne Ton, mit Untertiteln.",
  "video.close": "Video schließen",
  "video.unsupported": "Dein Browser kann dieses Video nicht abspielen.",
  "video.download": "Video herunterladen",
  "video.captions.de": "Deutsch",
  "video.captions.en": "Englisch",
};
