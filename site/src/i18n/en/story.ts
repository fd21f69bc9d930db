/** English strings of the "story" keys (keys/story.ts). */
export const story = {
};
