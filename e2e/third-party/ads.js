/**
 * A fake ad server script for the end-to-end tests (e2e/ads.test.mjs), served by the fake
 * third-party server (e2e/third-party.mjs): the few calls of the Google Publisher Tag API the site
 * uses (islands/ads/ads.ts). display() and refresh() ask `<this script's origin>/ad?slot=<name>&n=<k>`
 * (k counts the requests of that slot on this page), so a test can count ad requests in the server's
 * log, and write a creative of the slot's size with the text "Test ad <slot>" into the slot.
 */
(() => {
  const origin = new URL(document.currentScript.src).origin;
  const slots = new Map();
  const listeners = [];
  const counts = new Map();

  function request(slot) {
    const name = slot.path.split("/").pop();
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    return fetch(`${origin}/ad?slot=${encodeURIComponent(name)}&n=${n}`, { mode: "no-cors", cache: "no-store" }).then(() => {
      const el = document.getElementById(slot.divId);
      if (!el) return;
      const [width, height] = slot.sizes[0];
      const creative = document.createElement("div");
      creative.className = "test-ad";
      creative.textContent = `Test ad ${name}`;
      creative.style.width = `${width}px`;
      creative.style.height = `${height}px`;
      creative.style.display = "grid";
      creative.style.placeItems = "center";
      creative.style.background = "#dfe7f5";
      creative.style.font = "14px sans-serif";
      el.replaceChildren(creative);
      for (const listener of listeners) listener({ slot: slot.api, isEmpty: false, size: [width, height] });
    });
  }

  const pubads = {
    enableSingleRequest() {},
    addEventListener(type, listener) {
      if (type === "slotRenderEnded") listeners.push(listener);
    },
    refresh(list) {
      for (const slot of list ? list.map((api) => slots.get(api.getSlotElementId())) : slots.values()) void request(slot);
    },
  };

  // Like the real script: the page's queue object gains the API, and what was queued runs now.
  const googletag = (window.googletag ??= { cmd: [] });
  const queued = Array.isArray(googletag.cmd) ? googletag.cmd : [];
  Object.assign(googletag, {
    apiReady: true,
    pubads: () => pubads,
    defineSlot(path, sizes, divId) {
      const slot = { path, sizes, divId };
      slot.api = { addService: () => slot.api, getSlotElementId: () => divId, getAdUnitPath: () => path };
      slots.set(divId, slot);
      return slot.api;
    },
    enableServices() {},
    display(divId) {
      const slot = slots.get(divId);
      if (slot) void request(slot);
    },
    cmd: { push: (...fns) => fns.forEach((fn) => fn()) },
  });
  for (const fn of queued) fn();
})();
