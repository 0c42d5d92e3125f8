// A page the server drew (docs/decisions/042-first-screen.md) is shown before any of the app's
// code arrives: the app's scripts are asked for once the page has painted, so the first paint
// and the page's photos do not share the network with them. A classic script (its own element
// names the files), because the CSP allows no inline script.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // After the next frame is painted; a tab in the background paints nothing, so not later than
  // half a second either.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
