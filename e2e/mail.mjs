// Reads the gateway's outbox (DATA_DIR/outbox, one RFC 5322 .eml file per message) as a reader reads
// their inbox: the newest message to an address, and the link in it.
import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { url } from "./browser.mjs";

/** The outbox of the gateway under test (scripts/e2e sets it). */
export const OUTBOX = process.env.E2E_OUTBOX ?? "";

/** Decodes quoted-printable text (soft line breaks, =XX bytes) as UTF-8. */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Waits for a mail to `to` whose text contains `contains`, newer than `after` (a file name from
 * `mailMark`), and returns its decoded text.
 */
export async function waitForMail(to, { contains = "#token=", after = "" } = {}) {
  assert.ok(OUTBOX, "E2E_OUTBOX must name the gateway's outbox (scripts/e2e sets it)");
  const end = Date.now() + 15000;
  for (;;) {
    const files = (await readdir(OUTBOX).catch(() => [])).filter((f) => f.endsWith(".eml") && f > after).sort().reverse();
    for (const file of files) {
      const raw = await readFile(join(OUTBOX, file), "utf8");
      if (!new RegExp(`^To: .*<?${to.replace(/[.+]/g, "\\$&")}>?`, "mi").test(raw)) continue;
      const text = decodeQuotedPrintable(raw);
      if (text.includes(contains)) return { file, text };
    }
    if (Date.now() > end) assert.fail(`no mail to ${to} containing ${contains} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest file name in the outbox now: mails written later sort after it. */
export async function mailMark() {
  const files = (await readdir(OUTBOX).catch(() => [])).filter((f) => f.endsWith(".eml")).sort();
  return files.at(-1) ?? "";
}

/** The first link of a mail that carries a token, as a path on the site under test. */
export function tokenLink(text) {
  const match = /https?:\/\/[^\s"<>]+#token=[A-Za-z0-9_-]+/.exec(text);
  assert.ok(match, "the mail has no link with a token");
  const link = new URL(match[0]);
  return `${link.pathname}${link.hash}`;
}

/** The password of the accounts the tests make. */
export const PASSWORD = "Kartoffelsalat mit Gurke 42";

/**
 * Registers and confirms an account through the API inside a browser context, which is then logged
 * in; returns its address. Each registration comes from an address of its own, as readers do: the
 * test gateway trusts 127.0.0.1 as its proxy (TRUSTED_PROXIES in scripts/test and scripts/e2e), so
 * `X-Forwarded-For` names the reader, and the whole run's accounts do not share one allowance of
 * 10 registrations an hour (the limit itself is tested in Go).
 */
export async function member(context, name) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { "X-Requested-With": "e2e", "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const register = await context.request.post(url("/api/register/"), { headers, data: { email, password: PASSWORD, name, language: "de" } });
  assert.equal(register.status(), 202);
  const token = tokenLink((await waitForMail(email)).text).split("#token=")[1];
  const confirm = await context.request.post(url("/api/register/confirm/"), { headers, data: { token } });
  assert.equal(confirm.status(), 200);
  return email;
}
