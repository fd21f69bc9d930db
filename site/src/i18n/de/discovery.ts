/** German strings of the "discovery" keys (keys/discovery.ts). */
export const discovery = {
  "discovery.pantry.title": "Was hast du da?",
};
