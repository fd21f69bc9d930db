/** English strings of the "shells" keys (keys/shells.ts). */
export const shells = {
};
