/** English strings of the "lists" keys (keys/lists.ts). */
export const lists = {
};
