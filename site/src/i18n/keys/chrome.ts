import { text } from "./text.ts";

/** Header, menus, footer, app banner, language switch, newsletter form, scroll restoration and the error pages. */
export const chrome = {
};
