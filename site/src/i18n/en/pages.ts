/** English strings of the "pages" keys (keys/pages.ts). */
export const pages = {
};
