import type { Dictionary } from "./schema.ts";
import { common } from "./de/common.ts";
import { chrome } from "./de/chrome.ts";
import { recipe } from "./de/recipe.ts";
import { story } from "./de/story.ts";
import { lists } from "./de/lists.ts";
import { pages } from "./de/pages.ts";
import { shells } from "./de/shells.ts";
import { account } from "./de/account.ts";
import { search } from "./de/search.ts";
import { discovery } from "./de/discovery.ts";
import { community } from "./de/community.ts";
import { own } from "./de/own.ts";
import { desk } from "./de/desk.ts";
import { ads } from "./de/ads.ts";
import { consent } from "./de/consent.ts";
import { personal } from "./de/personal.ts";
import { premium } from "./de/premium.ts";
import { newsletter } from "./de/newsletter.ts";
import { kitchen } from "./de/kitchen.ts";
import { video } from "./de/video.ts";
import { feedback } from "./de/feedback.ts";

/** German interface strings (the default language): every area's strings in one dictionary. */
export default { ...common, ...chrome, ...recipe, ...story, ...lists, ...pages, ...shells, ...account, ...search, ...discovery, ...community, ...own, ...desk, ...ads, ...consent, ...personal, ...premium, ...newsletter, ...kitchen, ...video, ...feedback } satisfies Dictionary;
