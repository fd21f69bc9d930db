import { text } from "./text.ts";

/** The story page and its body blocks. */
export const story = {
};
