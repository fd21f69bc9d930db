/** German strings of the "chrome" keys (keys/chrome.ts). */
export const chrome = {
};
