import type { Dictionary } from "./schema.ts";
import { common } from "./en/common.ts";
import { chrome } from "./en/chrome.ts";
import { recipe } from "./en/recipe.ts";
import { story } from "./en/story.ts";
import { lists } from "./en/lists.ts";
import { pages } from "./en/pages.ts";
import { shells } from "./en/shells.ts";
import { account } from "./en/account.ts";
import { search } from "./en/search.ts";
import { discovery } from "./en/discovery.ts";
import { community } from "./en/community.ts";
import { own } from "./en/own.ts";
import { desk } from "./en/desk.ts";
import { ads } from "./en/ads.ts";
import { consent } from "./en/consent.ts";
import { personal } from "./en/personal.ts";
import { premium } from "./en/premium.ts";
import { newsletter } from "./en/newsletter.ts";
import { kitchen } from "./en/kitchen.ts";
import { video } from "./en/video.ts";
import { feedback } from "./en/feedback.ts";

/** English interface strings: every area's strings in one dictionary. */
export default { ...common, ...chrome, ...recipe, ...story, ...lists, ...pages, ...shells, ...account, ...search, ...discovery, ...community, ...own, ...desk, ...ads, ...consent, ...personal, ...premium, ...newsletter, ...kitchen, ...video, ...feedback } satisfies Dictionary;
