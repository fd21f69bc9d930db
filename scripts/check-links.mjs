// Checks that every internal link of the built site leads somewhere: a page, a file, or a rule of
// _redirects. Usage: node scripts/check-links.mjs site/dist
// Links into /api/ and the feeds (/de/feed/…, /en/users/{slug}/feed.xml) are served by the gateway
// and are left out; so are external links.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.argv[2];
if (!root || !existsSync(root)) {
  console.error("usage: node scripts/check-links.mjs <built site dir>");
  process.exit(2);
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

const redirects = new Set();
const redirectsFile = join(root, "_redirects");
if (existsSync(redirectsFile)) {
  for (const line of readFileSync(redirectsFile, "utf8").split("\n")) {
    const from = line.trim().split(/\s+/)[0];
    if (from && from.startsWith("/")) redirects.add(from);
  }
}

const known = new Map();
function exists(path) {
  if (!known.has(path)) {
    const file = join(root, decodeURIComponent(path));
    let ok = false;
    if (existsSync(file)) ok = statSync(file).isFile() || existsSync(join(file, "index.html"));
    known.set(path, ok || redirects.has(path));
  }
  return known.get(path);
}

/** Paths the gateway answers rather than a file of the build. */
const GATEWAY = /^\/(api\/|[a-z]{2}\/feed\/|[a-z]{2}\/users\/[^/]+\/feed\.)/;

let pages = 0;
let links = 0;
const broken = [];
for (const file of htmlFiles(root)) {
  pages++;
  const html = readFileSync(file, "utf8");
  for (const [, href] of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)) {
    if (!href.startsWith("/") || href.startsWith("//") || GATEWAY.test(href)) continue;
    links++;
    const path = href.split(/[?#]/)[0];
    if (!exists(path)) broken.push(`${relative(root, file)} → ${href}`);
  }
}
if (broken.length > 0) {
  console.error(`${broken.length} broken internal links:\n  ${[...new Set(broken)].slice(0, 50).join("\n  ")}`);
  process.exit(1);
}
console.log(`${links} internal links on ${pages} pages: none broken`);
