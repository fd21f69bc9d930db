import { text } from "./text.ts";

/** Client-rendered shells: profile, login, signup, reset password, recipe creation, cookbooks, search, what to cook today. */
export const shells = {
};
