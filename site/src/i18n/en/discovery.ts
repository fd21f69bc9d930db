/** English strings of the "discovery" keys (keys/discovery.ts). */
export const discovery = {
  "discovery.pantry.title": "What do you have?",
};
