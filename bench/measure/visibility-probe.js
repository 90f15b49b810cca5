// Runs in the page under measurement: resolves with performance.now() when a selector first
// appears. Plain JavaScript, injected as an init script, so it is in place before the app starts.
window.whenVisible = function whenVisible(selector) {
  return new Promise(function (resolve) {
    var observer = new MutationObserver(check);
    function check() {
      if (document.querySelector(selector)) {
        observer.disconnect();
        resolve(performance.now());
      }
    }
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    check();
  });
};
