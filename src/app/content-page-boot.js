// Starts the app on a prerendered page once the page has loaded (its HTML, styles and visible photographs): the page
// is complete without its scripts, which only hydrate it, so on a slow mobile link they never compete with its
// largest image. A form page keeps what is typed meanwhile (the page takes it over as it hydrates); a form sent
// before the app runs is held here (the browser would put the fields into the address), remembered with its button
// as window.heldFormSubmit, and starts the scripts at once: the app sends it when it has hydrated
// (src/shared/forms/held-submit.ts). Should the entry not load (no network, blocked, a deploy removed it), a held
// form shows its hidden note (FormStatus renders it: not sent yet, nothing lost, send again) and the next send asks
// for the entry again (Chromium fetches a failed module anew); a reload is not offered, it may lose what was typed.
// The script list comes from the page (a JSON block the prerender step writes); classic script, no inline code, so
// the Content-Security-Policy's script-src 'self' holds.
(function () {
  var block = document.getElementById('app-scripts');
  if (!block) return;
  var scripts = JSON.parse(block.textContent || '{}');
  var preloaded = false;
  var loading = false;
  function note(form) {
    return form && form.querySelector ? form.querySelector('[data-held-submit-note]') : null;
  }
  function notLoaded() {
    loading = false;
    var held = window.heldFormSubmit;
    var shown = note(held && held.form);
    if (shown) shown.hidden = false;
  }
  function start() {
    if (loading) return;
    loading = true;
    if (!preloaded) {
      preloaded = true;
      (scripts.preload || []).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.crossOrigin = '';
        document.head.appendChild(link);
      });
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = scripts.entry;
    entry.crossOrigin = '';
    entry.addEventListener('error', function () {
      entry.remove();
      notLoaded();
    });
    document.head.appendChild(entry);
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (document.documentElement.getAttribute('data-app') === 'ready') return;
      event.preventDefault();
      window.heldFormSubmit = { form: event.target, submitter: event.submitter || null };
      if (loading) return;
      var shown = note(event.target);
      if (shown) shown.hidden = true;
      start();
    },
    true,
  );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
