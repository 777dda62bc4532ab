// Issue 15: a server-rendered page is readable before any script runs; its scripts only make it
// interactive. The page server lists them in #tm-later (the shell's main.js, the chunks its start-up
// loads, the route's remote files) instead of the head, and this file starts them all at once after
// the page's largest paint: after its first contentful paint, or, where that paint is an image (a material's
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
  // Both must have happened: the first contentful paint, and the page's first image in where it has one
  // (an image from the cache can be in before anything is painted).
  var waiting = 1;
  function ready() {
    waiting -= 1;
    if (waiting === 0) setTimeout(start, 0);
  }
  var image = document.querySelector('img[fetchpriority="high"]');
  if (image && !image.complete) {
    waiting += 1;
    image.addEventListener('load', ready, { once: true });
    image.addEventListener('error', ready, { once: true });
  }
  // The first contentful paint as the browser reports it; where paint entries are not observable, the
  // next frame (painted before a task queued from its animation frame runs).
  try {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      ready();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(ready);
  }
  // A slow image, or a tab in the background (it paints nothing), holds the scripts back 1.5 s at most.
  setTimeout(start, 1500);
})();
