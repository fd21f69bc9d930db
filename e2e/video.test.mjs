// The short video player: a recipe's video marker opens a dialog whose seeded clip plays
// (silently), with captions in the page's language; closing pauses it and gives focus back.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { api, close, open, until, url, visit } from "./browser.mjs";

after(close);

const PHONE = { viewport: { width: 375, height: 740 } };

/** What the player's video element is doing. */
const state = (page) =>
  page.locator("#short-video-player video").evaluate((v) => ({
    paused: v.paused,
    muted: v.muted,
    time: v.currentTime,
    ended: v.ended,
    ready: v.readyState,
    tracks: [...v.textTracks].map((t) => ({ language: t.language, mode: t.mode, cues: t.cues?.length ?? 0 })),
  }));

describe("short video player", () => {
  test("the marker opens the player, the seeded clip plays with captions, closing pauses it", async () => {
    const { page, done } = await open(PHONE);
    await visit(page, "/de/rezepte/spaghetti-carbonara/");
    const marker = page.locator("[data-video-open]");
    assert.equal(await marker.getAttribute("role"), "button");
    assert.match(await marker.getAttribute("href"), /^\/api\/media\/videos\/spaghetti-carbonara\.webm\?v=/);
    const dialog = page.locator("#short-video-player");
    assert.equal(await dialog.isVisible(), false);

    await marker.click();
    await until(() => dialog.evaluate((d) => d.open), "the player did not open");
    assert.equal(await dialog.getAttribute("data-modal-id"), "short video player");
    const playing = await until(async () => {
      const s = await state(page);
      return (s.time > 0.5 || s.ended) && s.ready >= 2 && s;
    }, "the clip did not play");
    assert.equal(playing.muted, true, "the clip plays with sound");
    const german = await until(async () => {
      const t = (await state(page)).tracks.find((t) => t.language === "de");
      return t?.mode === "showing" && t.cues > 0 && t;
    }, "the German captions do not show");
    assert.ok(german.cues >= 2);
    const english = await page.locator("#short-video-player video").evaluate(async (v) => {
      const track = [...v.textTracks].find((t) => t.language === "en");
      track.mode = "hidden";
      for (let i = 0; i < 50 && !track.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
      return track.cues.length;
    });
    assert.ok(english > 0, "the English captions have no cues");
    const box = await page.locator("#short-video-player video").boundingBox();
    assert.ok(box.width > 300 && box.width <= 375 && Math.abs(box.height / box.width - 4 / 3) < 0.02, `video box ${JSON.stringify(box)}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "sideways scroll");

    // A seek lands (the gateway answers byte ranges).
    await page.locator("#short-video-player video").evaluate((v) => (v.currentTime = 8));
    await until(async () => (await state(page)).time >= 8, "the seek did not land");

    await page.keyboard.press("Escape");
    await until(async () => !(await dialog.evaluate((d) => d.open)), "Escape did not close the player");
    // The dialog's close event, which pauses the clip, comes a task after `open` turns false.
    await until(async () => (await state(page)).paused, "the clip plays on after closing");
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-video-open")), true, "focus did not return to the marker");

    // The close button and the backdrop close it too.
    await marker.click();
    await until(() => dialog.evaluate((d) => d.open), "the player did not open again");
    await page.getByRole("button", { name: "Video schließen" }).click();
    await until(async () => !(await dialog.evaluate((d) => d.open)), "the close button did not close the player");
    await marker.press(" ");
    await until(() => dialog.evaluate((d) => d.open), "Space on the marker did not open the player");
    await page.mouse.click(5, 5);
    await until(async () => !(await dialog.evaluate((d) => d.open)), "a click on the backdrop did not close the player");
    await until(async () => (await state(page)).paused, "the clip plays on after a click on the backdrop");
    await done();
  });

  test("English page: English captions by default; JSON-LD names the clip", async () => {
    const recipe = await api("/recipes/spaghetti-carbonara/", "en");
    const { page, done } = await open(PHONE);
    await visit(page, "/en/recipes/spaghetti-carbonara/");
    const tracks = await page.locator("#short-video-player track").evaluateAll((ts) => ts.map((t) => [t.srclang, t.label, t.default]));
    assert.deepEqual(tracks, [
      ["en", "English", true],
      ["de", "German", false],
    ]);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
    const video = JSON.stringify(ld).includes("VideoObject") && ld.flatMap((d) => [d, ...(d["@graph"] ?? [])]).find((n) => n.video)?.video;
    assert.ok(video, "no VideoObject");
    assert.equal(video.contentUrl, url(recipe.video.url));
    assert.match(video.duration, /^PT10S$/);
    for (const key of ["name", "description", "thumbnailUrl", "uploadDate"]) assert.ok(video[key], `VideoObject.${key}`);
    const resp = await fetch(video.contentUrl, { headers: { Range: "bytes=0-99" } });
    assert.equal(resp.status, 206);
    assert.equal(resp.headers.get("content-type"), "video/webm");
    assert.equal((await resp.arrayBuffer()).byteLength, 100);
    await done();
  });

  test("the home feed's video teaser opens the player on the recipe page", async () => {
    const { page, done } = await open(PHONE);
    await visit(page, "/de/");
    const teaser = page.locator('a.video-media[href$="#video"]');
    assert.equal(await teaser.count(), 1, "no video teaser linking to a player");
    await teaser.click();
    await page.waitForURL(/#video$/);
    await until(() => page.locator("#short-video-player").evaluate((d) => d.open), "the player did not open from the link");
    await until(async () => (await state(page)).time > 0.3, "the clip did not start (muted) from the link");
    await done();
  });

  test("without JavaScript the marker is a link to the clip", async () => {
    const { page, done } = await open({ ...PHONE, javaScriptEnabled: false });
    await visit(page, "/de/rezepte/spaghetti-carbonara/");
    const marker = page.locator("[data-video-open]");
    assert.equal(await marker.getAttribute("role"), null);
    const resp = await fetch(url(await marker.getAttribute("href")));
    assert.equal(resp.status, 200);
    assert.equal(resp.headers.get("content-type"), "video/webm");
    await done();
  });
});
