import { describe, expect, test } from "vitest";
import { siteLinks } from "./site-links.ts";

describe("siteLinks", () => {
  test("an unset or blank variable is a link that is not shown", () => {
    const links = siteLinks({ SHOP_URL: "  ", PRESS_URL: "" });
    expect(links.shop).toBeUndefined();
    expect(links.press).toBeUndefined();
    expect(links.appStore).toBeUndefined();
    expect(links.social).toEqual([]);
  });

  test("{lang} becomes the page's language", () => {
    const links = siteLinks({ SHOP_URL: "https://shop.example.com/{lang}/", APP_STORE_URL: "https://apps.apple.com/app/id1" });
    expect(links.shop?.("de")).toBe("https://shop.example.com/de/");
    expect(links.shop?.("en")).toBe("https://shop.example.com/en/");
    expect(links.appStore?.("en")).toBe("https://apps.apple.com/app/id1");
  });

  test("the configured social networks, in the footer's order", () => {
    const links = siteLinks({ SOCIAL_YOUTUBE_URL: "https://youtube.com/@t", SOCIAL_FACEBOOK_URL: "https://facebook.com/t" });
    expect(links.social.map((s) => [s.id, s.href("de")])).toEqual([
      ["facebook", "https://facebook.com/t"],
      ["youtube", "https://youtube.com/@t"],
    ]);
  });

  test.each([
    ["SHOP_URL", "shop.example.com"],
    ["PRESS_URL", "javascript:alert(1)"],
    ["SOCIAL_TIKTOK_URL", "ftp://example.com/"],
  ])("%s=%s fails the build", (name, value) => {
    expect(() => siteLinks({ [name]: value })).toThrow(name);
  });
});
