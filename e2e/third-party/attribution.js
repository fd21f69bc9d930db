// A fake mobile attribution tool (e2e/third-party.mjs) with the call the site makes of Branch's Web
// SDK: branch.init(key), which reports the visit.
(function () {
  var origin = new URL(document.currentScript.src).origin;
  window.branch = {
    key: null,
    init: function (key) {
      this.key = key;
      new Image().src = origin + "/attribution/open?key=" + encodeURIComponent(key);
    },
  };
})();
