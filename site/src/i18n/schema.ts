import { z } from "zod";
import { common } from "./keys/common.ts";
import { chrome } from "./keys/chrome.ts";
import { recipe } from "./keys/recipe.ts";
import { story } from "./keys/story.ts";
import { lists } from "./keys/lists.ts";
import { pages } from "./keys/pages.ts";
import { shells } from "./keys/shells.ts";
import { account } from "./keys/account.ts";
import { search } from "./keys/search.ts";
import { discovery } from "./keys/discovery.ts";
import { community } from "./keys/community.ts";
import { own } from "./keys/own.ts";
import { desk } from "./keys/desk.ts";
import { ads } from "./keys/ads.ts";
import { consent } from "./keys/consent.ts";
import { personal } from "./keys/personal.ts";
import { premium } from "./keys/premium.ts";
import { newsletter } from "./keys/newsletter.ts";
import { kitchen } from "./keys/kitchen.ts";
import { video } from "./keys/video.ts";
import { feedback } from "./keys/feedback.ts";

/**
 * Every interface string of the site, under flat dotted keys (`area.thing`). The keys are declared
 * per area (keys/*.ts, each with a doc comment per key); each language has one dictionary (de.ts,
 * en.ts) that must fill every key. Both are checked against this schema when the site builds, so a
 * missing or empty translation fails the build instead of reaching a page. Placeholders are written
 * `{name}` and filled by `t(…, { name })`.
 */
export const Dictionary = z.strictObject({ ...common, ...chrome, ...recipe, ...story, ...lists, ...pages, ...shells, ...account, ...search, ...discovery, ...community, ...own, ...desk, ...ads, ...consent, ...personal, ...premium, ...newsletter, ...kitchen, ...video, ...feedback });
export type Dictionary = z.infer<typeof Dictionary>;

/** A key of the dictionary, e.g. "card.by". */
export type UIKey = keyof Dictionary;
