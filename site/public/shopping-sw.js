// The shopping list's service worker: it keeps the shopping list page usable in a shop
// without signal, also when the page is opened there. Its scope is the list page alone
// (islands/community/ShoppingListPage.tsx registers it), so no other page ever goes through it.
//
// - The page itself: from the network while there is one (and kept), else the kept copy.
// - The page's scripts and styles (/_astro/, hashed and never changed): kept when the page names
//   them (a message from the page with everything it loaded), then served from the cache.
// - Everything else, the API above all, goes to the network untouched: the list and its queued
//   changes live in IndexedDB (stores/shopping.ts), which the page reads without a connection.
const CACHE = "tischlein-shopping-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls
          .filter((u) => new URL(u, self.location.origin).origin === self.location.origin && !new URL(u, self.location.origin).pathname.startsWith("/api/"))
          .map((u) => cache.add(u).catch(() => undefined)),
      ),
    ),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.pathname, copy)));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith("/_astro/")) {
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
  }
});
