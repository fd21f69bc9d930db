// A fake tag manager container (e2e/third-party.mjs). Like Google's gtm.js it reads window.dataLayer —
// what is there already and what is pushed later — and, as a container with an analytics tag would,
// sends a hit for every page view. `window.__gtm` shows what it saw.
(function () {
  var src = new URL(document.currentScript.src);
  var layer = (window.dataLayer = window.dataLayer || []);
  var seen = [];
  function handle(event) {
    seen.push(event);
    if (event && event.event === "page_view") {
      new Image().src = src.origin + "/collect?id=" + encodeURIComponent(src.searchParams.get("id")) + "&en=page_view&type=" + encodeURIComponent(event.page_type);
    }
  }
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(layer, arguments);
  };
  window.__gtm = { id: src.searchParams.get("id"), seen: seen };
  layer.push({ event: "gtm.loaded", "gtm.id": src.searchParams.get("id") });
})();
