import { text } from "./text.ts";

/** Editorial pages: basics, jobs, about us, team, app, imprint, terms, privacy, contact, cooking hotline. */
export const pages = {
};
