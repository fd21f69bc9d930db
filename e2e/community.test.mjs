// Community and kitchen tools as a new cook meets them: save a recipe into a new
// cookbook, rename it, move the recipe into a second one; comment with a photo whose EXIF GPS is
// gone when stored; rate four stars and see the average change; report someone's comment; put a
// recipe at 6 servings on the shopping list, tick two items off without a connection, come back
// online, and a second browser context sees them ticked.
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { close, open, until, url, visit } from "./browser.mjs";
import { member } from "./mail.mjs";

after(close);

const RECIPE = "/de/rezepte/spaghetti-carbonara/";


/** A JPEG drawn by the browser with an EXIF block (orientation and a GPS position) put in front. */
async function photoWithGPS(page) {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 240);
    const g = canvas.getContext("2d");
    g.fillStyle = "#f3d27a";
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = "#8a5a2b";
    g.beginPath();
    g.arc(160, 120, 80, 0, Math.PI * 2);
    g.fill();
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
    // TIFF, little endian: IFD0 holds a GPS IFD pointer; the GPS IFD has GPSLatitudeRef "N".
    const tiff = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x25, 0x88, 4, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 2, 0, 2, 0, 0, 0, 0x4e, 0, 0, 0, 0, 0, 0, 0];
    const app1 = [...new TextEncoder().encode("Exif\0\0"), ...tiff, ...new TextEncoder().encode("GPSMARKER")];
    const length = app1.length + 2;
    return [0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, ...jpeg.slice(2)];
  });
  return Buffer.from(bytes);
}

describe("community", () => {
  test("cookbooks: save into a new one → rename → move into a second one", async () => {
    const { page, context, done } = await open({ viewport: { width: 1280, height: 900 } });
    await member(context, "Koch");
    await visit(page, RECIPE);
    const save = page.locator("[data-testid=save-button]");
    assert.equal((await save.innerText()).trim(), "Speichern");
    await save.click();
    const modal = page.locator("[data-testid=modal]");
    await modal.locator("[data-modal=cookbooks]").waitFor();
    await modal.locator("[data-testid=new-cookbook]").click();
    await modal.locator("[data-modal='cookbooks create'] [name=name]").fill("Sonntagsessen");
    await modal.locator("[data-testid=submit]").click();
    const saved = modal.locator("[data-cookbook=Sonntagsessen]");
    await until(async () => (await saved.getAttribute("aria-pressed")) === "true", "the new cookbook does not hold the recipe");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    // The button shows the recipe is saved (a filled bookmark, "Gespeichert").
    assert.equal((await save.innerText()).trim(), "Gespeichert");
    assert.equal(await save.getAttribute("data-saved"), "");

    await visit(page, "/de/profile/kochbuecher/");
    await page.locator("[data-testid=cookbook-card][data-name=Sonntagsessen]").click();
    await page.locator("[data-testid=cookbook-item]").first().waitFor();
    await page.locator("[data-testid=rename]").click();
    const name = modal.locator("[data-modal=rename] [name=name]");
    await name.fill("Sonntag");
    await modal.locator("[data-testid=submit]").click();
    await until(async () => (await page.locator("[data-testid=cookbook-name]").textContent()) === "Sonntag", "not renamed");

    await visit(page, "/de/profile/kochbuecher/");
    await page.locator("[data-testid=new-cookbook]").click();
    await modal.locator("[data-modal='cookbooks create'] [name=name]").fill("Pasta");
    await modal.locator("[data-testid=submit]").click();
    await page.locator("[data-testid=cookbook-card][data-name=Pasta]").waitFor();
    await page.locator("[data-testid=cookbook-card][data-name=Sonntag]").click();
    await page.locator("[data-testid=cookbook-item] [data-testid=move]").click();
    await modal.locator("[data-modal='item move'] [data-cookbook=Pasta]").click();
    await modal.locator("[data-testid=submit]").click();
    await page.locator(".empty-state").waitFor();
    const books = await (await context.request.get(url("/api/users/me/cookbooks/"))).json();
    assert.deepEqual(
      books.data.map((b) => [b.name, b.item_count]).sort(),
      [
        ["Pasta", 1],
        ["Sonntag", 0],
      ],
    );

    // Back on the recipe the server says where it is: saved, and ticked in Pasta only; taken out, it reads "Speichern" again.
    await visit(page, RECIPE);
    await until(async () => (await save.innerText()).trim() === "Gespeichert", "a reload forgot the recipe is saved");
    await save.click();
    const pasta = modal.locator("[data-cookbook=Pasta]");
    await until(async () => (await pasta.getAttribute("aria-pressed")) === "true", "the modal does not tick the cookbook holding the recipe");
    assert.equal(await modal.locator("[data-cookbook=Sonntag]").getAttribute("aria-pressed"), "false");
    await pasta.click();
    await until(async () => (await pasta.getAttribute("aria-pressed")) === "false", "not taken out");
    await page.keyboard.press("Escape");
    await until(async () => (await save.innerText()).trim() === "Speichern", "the button still says saved");
    assert.equal(await save.getAttribute("data-saved"), null);
    await done();
  });

  test("comment with a photo (stored without GPS) → rate 4 stars → report someone's comment", async () => {
    const other = await open();
    await member(other.context, "Nachbarin");
    const recipe = await (await fetch(url("/api/recipes/spaghetti-carbonara/"))).json();
    const posted = await other.context.request.post(url("/api/users/comments/"), {
      headers: { "X-Requested-With": "e2e" },
      data: { content_id: recipe.content_id, text: "Kauft alle bei mir ein!" },
    });
    assert.equal(posted.status(), 201);
    const theirs = (await posted.json()).id;

    const { page, context, done } = await open({ viewport: { width: 1280, height: 900 } });
    await member(context, "Anna");
    await visit(page, RECIPE);
    const comments = page.locator("[data-testid=comments]");
    await comments.scrollIntoViewIfNeeded();
    const form = comments.locator("[data-testid=comment-form]");
    await form.locator("textarea[name=text]").fill("Mit Pecorino noch besser. https://example.org <b>fett</b>");
    await form.locator("input[type=file]").setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: await photoWithGPS(page) });
    await form.locator("[data-testid=photo-draft][data-uploaded=true]").waitFor();
    await form.locator("[data-testid=submit]").click();
    const mine = comments.locator("[data-testid=comment]").first();
    await until(async () => (await mine.locator(".cmt-text").textContent())?.includes("<b>fett</b>"), "the comment is not shown as text");
    assert.equal(await mine.locator("a, b").count(), 0, "the comment became markup");
    await mine.locator("[data-testid=comment-photo]").click();
    await page.locator(".cmt-lightbox img").waitFor();
    await page.keyboard.press("Escape");

    const list = await (await fetch(url(`/api/users/comments/?content=${recipe.content_id}`))).json();
    const photo = list.data.find((c) => c.text.startsWith("Mit Pecorino")).images[0];
    const stored = Buffer.from(await (await fetch(url(photo.url))).arrayBuffer());
    assert.equal(stored[0], 0xff, "the stored photo is no JPEG");
    assert.ok(!stored.includes("Exif") && !stored.includes("GPSMARKER"), "the stored photo kept its EXIF data");

    // Rate four stars: the average and count change.
    const rating = page.locator("[data-testid=rating]");
    await rating.scrollIntoViewIfNeeded();
    await until(async () => !(await rating.locator("fieldset").isDisabled()), "the stars never became usable");
    const before = Number(await rating.getAttribute("data-count"));
    await rating.locator("input[name=rating][value='4']").check({ force: true });
    await until(async () => Number(await rating.getAttribute("data-count")) === before + 1, "the rating count did not change");
    const state = await (await context.request.get(url(`/api/users/me/rating/?content_id=${recipe.id}`))).json();
    assert.equal(state.mine, 4);
    assert.equal(await rating.getAttribute("data-average"), String(state.average));
    await rating.locator(".rating-mine").waitFor();

    // Report the neighbour's comment.
    const report = comments.locator(`[data-testid=comment][data-id="${theirs}"] [data-testid=comment-report]`);
    await report.click();
    const modal = page.locator("[data-testid=modal]");
    await modal.locator("[data-modal=report] input[value=spam]").check();
    await modal.locator("[data-testid=submit]").click();
    await modal.locator("[data-modal='report success']").waitFor();
    await page.keyboard.press("Escape");
    const again = await context.request.post(url("/api/report/abuse/"), { headers: { "X-Requested-With": "e2e" }, data: { target: "comment", id: theirs, reason: "spam" } });
    assert.equal(again.status(), 200, "the same report twice is not one report");
    await other.done();
    await done();
  });

  test("shopping list: 6 servings → offline, tick two → online → a second context sees them", async () => {
    const { page, context, done } = await open({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await member(context, "Einkauf");
    await visit(page, RECIPE);
    const plus = page.locator(".servings-button").last();
    await plus.scrollIntoViewIfNeeded();
    await until(async () => !(await plus.isDisabled()), "the scaler never hydrated");
    await plus.click();
    await plus.click();
    assert.equal(await page.locator(".servings-count").textContent(), "6");
    await page.locator("[data-testid=shopping-button]").click();
    const modal = page.locator("[data-testid=modal]");
    await modal.locator("[data-modal='shopping list'] [data-testid=shopping-item]").first().waitFor();
    const spaghetti = modal.locator("[data-testid=shopping-item]", { hasText: "Spaghetti" });
    assert.equal((await spaghetti.textContent()).trim(), "600 g Spaghetti", "the amounts are not those of 6 servings");
    // Rounded as the page rounds, eggs as the shop sells them.
    for (const text of ["230 g Guanciale", "2 Eier", "1½ TL schwarzer Pfeffer"]) {
      assert.equal(await modal.locator("[data-testid=shopping-item]", { hasText: text }).count(), 1, `the list does not say ${text}`);
    }
    await page.keyboard.press("Escape");

    await visit(page, "/de/profile/einkaufsliste/");
    const items = page.locator("[data-testid=shopping-item]");
    await items.first().waitFor();
    // The list's service worker keeps the page, so it opens in the shop without signal too.
    await until(() => page.evaluate(async () => Boolean(await caches.match(location.pathname))), "the page was not kept for offline use");
    const status = page.locator("[data-testid=shopping-status]");
    await context.setOffline(true);
    await page.reload();
    await items.first().waitFor();
    await until(async () => (await status.textContent()).includes("Offline"), "the list does not say it is offline");
    const first = await items.nth(0).textContent();
    await items.nth(0).locator("input").check();
    const second = await items.filter({ has: page.locator("input:not(:checked)") }).first().textContent();
    await items.filter({ hasText: second }).locator("input").check();
    await until(async () => (await status.getAttribute("data-pending")) === "2", "the two ticks are not queued");
    await context.setOffline(false);
    await until(async () => (await status.getAttribute("data-pending")) === "0", "the queued ticks were never sent");

    const other = await open({ viewport: { width: 375, height: 812 }, storageState: await context.storageState() });
    await visit(other.page, "/de/profile/einkaufsliste/");
    const theirs = other.page.locator("[data-testid=shopping-item]");
    await theirs.first().waitFor();
    for (const text of [first, second]) {
      assert.equal(await theirs.filter({ hasText: text.trim() }).getAttribute("data-checked"), "true", `${text} is not checked on the other device`);
    }
    await other.done();
    await done();
  });
});
