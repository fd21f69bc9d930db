#!/usr/bin/env node
// A fake of every outside service the site may use (tag manager, attribution, ads, pixel, error
// monitoring), for the tests: one origin other than the site's, so whatever reaches it left the site.
// Node only, no dependencies.
//
// - GET /<file> serves e2e/third-party/<file> (gtm.js, attribution.js, fbevents.js, ads.js …); any
//   other GET (a pixel's /tr?ev=…) answers a 1×1 GIF;
// - any POST (Sentry envelopes at /api/<project>/envelope/, beacons) answers 200 `{}`;
// - CORS for fetch and XHR from any origin, preflights included;
// - every request is recorded in memory (method, path, query, origin, referer, user agent, time, body size):
//   GET /__requests returns the log as JSON, DELETE /__requests empties it (neither is recorded).
//
//   node e2e/third-party.mjs 9300        # or PORT=9300; prints "listening on http://127.0.0.1:9300"
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("./third-party/", import.meta.url));
const port = Number(process.argv[2] ?? process.env.PORT ?? 0);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const TYPES = { ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".html": "text/html; charset=utf-8" };

/** Every request since the start or the last DELETE /__requests. */
let log = [];

function cors(req, res) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Access-Control-Allow-Credentials", "true");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
  res.setHeader("Access-Control-Max-Age", "600");
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  res.setHeader("Cache-Control", "no-store");
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, "http://fake");
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  cors(req, res);

  if (url.pathname === "/__requests") {
    if (req.method === "DELETE") log = [];
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(req.method === "DELETE" ? [] : log));
    return;
  }
  log.push({
    method: req.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    origin: req.headers.origin ?? null,
    referer: req.headers.referer ?? null,
    userAgent: req.headers["user-agent"] ?? null,
    time: Date.now(),
    bytes: body.length,
  });

  if (req.method === "OPTIONS") {
    res.writeHead(204).end();
  } else if (req.method === "GET" || req.method === "HEAD") {
    const file = normalize(join(root, url.pathname));
    const type = TYPES[extname(file)];
    const content = file.startsWith(root) && type ? await readFile(file).catch(() => null) : null;
    if (content) {
      res.writeHead(200, { "Content-Type": type }).end(req.method === "HEAD" ? undefined : content);
    } else if (type) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    } else {
      res.writeHead(200, { "Content-Type": "image/gif" }).end(GIF);
    }
  } else {
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  }
});

server.listen(port, "127.0.0.1", () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
