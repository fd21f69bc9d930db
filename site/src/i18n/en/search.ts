/** English strings of the "search" keys (keys/search.ts). */
export const search = {
  "search.modal.label": "Search",
};
