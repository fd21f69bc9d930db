import type { ContentSummary } from "@tischlein/content-schemas";
import { describe, expect, it } from "vitest";
import { badgeFor } from "./badge.ts";

type Card = Pick<ContentSummary, "type" | "tags" | "publishing">;
type TagType = ContentSummary["tags"][number]["type"];

function card(type: Card["type"], tags: [string, TagType][], state: Card["publishing"]["state"] = "published"): Card {
  return {
    type,
    tags: tags.map(([slug, tagType], n) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      slug,
      title: slug,
      type: tagType,
      is_hidden: false,
    })),
    publishing: { state, published_at: null },
  };
}

describe("badgeFor (spec §4 badge priority)", () => {
  it("puts the featured contributor first", () => {
    expect(badgeFor(card("recipe", [["vegan", "diet"], ["featured-contributor", "featured_contributor"]], "draft"))).toBe(
      "creator",
    );
  });

  it("shows vegan before vegetarian, for recipes that are not beverages", () => {
    expect(badgeFor(card("recipe", [["vegetarian", "diet"], ["vegan", "diet"]]))).toBe("vegan");
    expect(badgeFor(card("recipe", [["vegetarian", "diet"]]))).toBe("vegetarian");
    expect(badgeFor(card("recipe", [["vegan", "diet"], ["beverages-and-smoothies", "beverages"]]))).toBeNull();
    expect(badgeFor(card("recipe", [["vegetarian", "diet"], ["beverages-and-smoothies", "general"]]))).toBeNull();
    expect(badgeFor(card("article", [["vegan", "diet"]]))).toBe("article");
  });

  it("labels stories, then unpublished states", () => {
    expect(badgeFor(card("article", [], "draft"))).toBe("article");
    expect(badgeFor(card("recipe", [], "submitted"))).toBe("submitted");
    expect(badgeFor(card("recipe", [], "rejected"))).toBe("rejected");
    expect(badgeFor(card("recipe", [["klassiker", "general"]]))).toBeNull();
  });
});
