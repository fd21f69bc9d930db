// A fake pixel (e2e/third-party.mjs): takes over the fbq stub of the page as Facebook's fbevents.js
// does, runs the queued calls and the later ones, records them in window.__fbqCalls, and requests an
// image /tr?id=…&ev=…&eid=… for every tracked event.
(function () {
  var origin = new URL(document.currentScript.src).origin;
  var fbq = window.fbq;
  if (!fbq) return;
  var pixels = [];
  var calls = (window.__fbqCalls = []);
  fbq.callMethod = function () {
    var args = Array.prototype.slice.call(arguments);
    calls.push(args);
    if (args[0] === "init") pixels.push(args[1]);
    if (args[0] === "track") {
      var eventId = (args[3] && args[3].eventID) || "";
      pixels.forEach(function (id) {
        new Image().src = origin + "/tr?id=" + encodeURIComponent(id) + "&ev=" + encodeURIComponent(args[1]) + "&eid=" + encodeURIComponent(eventId);
      });
    }
  };
  fbq.queue.splice(0).forEach(function (args) {
    fbq.callMethod.apply(null, args);
  });
})();
