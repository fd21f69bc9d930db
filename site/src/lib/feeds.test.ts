import { describe, expect, it } from "vitest";
import { authorFeedPath, feedPath } from "./feeds.ts";

describe("feed addresses", () => {
  it("name the site's sections in each language, as the gateway serves them", () => {
    expect(feedPath("de", "recipes")).toBe("/de/feed/rezepte.xml");
    expect(feedPath("en", "recipes")).toBe("/en/feed/recipes.xml");
    expect(feedPath("de", "stories", "atom")).toBe("/de/feed/stories.atom");
    expect(authorFeedPath("en", "lena-hoffmann", "atom")).toBe("/en/users/lena-hoffmann/feed.atom");
  });
});
