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

// Long tasks (over 50 ms on the main thread) since the page started, as their end times.
window.__longTaskEnds = [];
try {
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      window.__longTaskEnds.push(entry.startTime + entry.duration);
    });
  }).observe({ type: 'longtask', buffered: true });
} catch {
  // A browser without long-task timing: interactive is then the moment the selector appears.
}

// Resolves when the selector has appeared and the main thread has then stayed free of long tasks
// for `quietMs`: with the moment it became free (the end of the last long task, or the appearance).
window.whenInteractive = function whenInteractive(selector, quietMs) {
  return window.whenVisible(selector).then(function (visibleAt) {
    return new Promise(function (resolve) {
      function poll() {
        var freeSince = Math.max.apply(null, [visibleAt].concat(window.__longTaskEnds));
        if (performance.now() - freeSince >= quietMs) resolve(freeSince);
        else setTimeout(poll, 50);
      }
      poll();
    });
  });
};
