// Starts the app on a prerendered content page once the page has loaded (its HTML, styles and visible photographs):
// the page is complete without its scripts, which only hydrate it, so on a slow mobile link they never compete with
// its largest image. The script list comes from the page (a JSON block the prerender step writes); classic script,
// no inline code, so the Content-Security-Policy's script-src 'self' holds.
(function () {
  var block = document.getElementById('app-scripts');
  if (!block) return;
  var scripts = JSON.parse(block.textContent || '{}');
  function start() {
    (scripts.preload || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = scripts.entry;
    entry.crossOrigin = '';
    document.head.appendChild(entry);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
