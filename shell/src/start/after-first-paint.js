// Issue 15: a server-rendered page is readable before any script runs; its scripts only make it
// interactive. The page server lists them in #tm-later (the shell's main.js, the chunks its start-up
// loads, the route's remote files) instead of the head, and this file starts them all at once after
// the page's largest paint: after the first frame, or, where that paint is an image (a material's
// gallery, the first card of search results), once that image is in. On a phone the ~180 KB of scripts
// then no longer share the line with what the visitor waits to see. A touch or key starts them at once;
// a slow image holds them back 1.5 s at most.
// Plain browser JavaScript, emitted as it is by the shell's build (shell/webpack.config.mjs), no imports.
(function () {
  var data = document.getElementById('tm-later');
  var later;
  try {
    later = JSON.parse(data ? data.textContent : '');
  } catch {
    later = null;
  }
  if (!later) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // main.js first: the browser queues requests per origin in the order they are made.
    (later.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in the listed order, as the deferred scripts they replace
      document.head.appendChild(script);
    });
    (later.links || []).forEach(function (attrs) {
      var link = document.createElement('link');
      for (var name in attrs) link.setAttribute(name, attrs[name]);
      document.head.appendChild(link);
    });
  }
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true });
  });
  var image = document.querySelector('img[fetchpriority="high"]');
  if (image && !image.complete) {
    image.addEventListener('load', start);
    image.addEventListener('error', start);
    setTimeout(start, 1500);
    return;
  }
  // The next frame is painted before a task queued from its animation frame runs.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
