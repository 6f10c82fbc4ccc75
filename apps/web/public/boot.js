// Applies the stored theme and the language direction before the first paint, so the
// page never flashes the default theme or the wrong direction. The build inlines it in
// index.html (no request before the first paint; the gateway's CSP allows it by hash).
// It also decides whether the sign-in page prerendered into the built index.html
// (build/prerender.ts) fits this visit: the English sign-in page, not signed in.
(function () {
  try {
    var root = document.documentElement;
    // The visitor's own theme, else the app-wide default the admin saved (last seen).
    var theme = localStorage.getItem('theme') || localStorage.getItem('appTheme');
    if (theme && /^[a-z]+$/.test(theme)) root.className = 'theme-' + theme;
    var language = localStorage.getItem('userLanguage') || (navigator.language || 'en').slice(0, 2);
    if (['en', 'th', 'hi', 'bn', 'ar'].indexOf(language) >= 0) {
      root.lang = language;
      root.dir = language === 'ar' ? 'rtl' : 'ltr';
    } else {
      language = 'en';
    }
    var path = location.pathname.replace(/\/+$/, '');
    var signInPage = (path === '' || path === '/auth') && !/[?&]tab=register\b/.test(location.search);
    // src/app/prerendered.ts keeps 'signedIn' (a hint only: the server decides).
    var signInCopy = root.hasAttribute('data-prerendered') && signInPage && language === 'en' && !localStorage.getItem('signedIn');
    // A signed-in visit to the home path may come with the player's home screen drawn by the
    // gateway (apps/gateway/src/signed-in-home.ts), in English.
    var homeCopy = root.hasAttribute('data-home') && path === '' && language === 'en';
    if (homeCopy) {
      localTimes();
      tickCountdowns();
    }
    if (signInCopy || homeCopy) {
      root.classList.add('prerendered');
      // Until the app takes over, the page's forms and buttons are a picture: the browser never
      // sends the form itself. The last form sent or button pressed is noted on #prerendered
      // (its place among the page's forms or buttons), and the app does it once it is there
      // (src/app/prerendered.ts). Links are left to the browser.
      var note = function (event, selector, kind) {
        var copy = document.getElementById('prerendered');
        var page = copy && copy.querySelector('.auth-page, .shell');
        var target = event.target && event.target.closest && event.target.closest(selector);
        if (page && target && page.contains(target)) {
          copy.setAttribute('data-pending', kind + ':' + Array.prototype.indexOf.call(page.querySelectorAll(selector), target));
        }
      };
      document.addEventListener('submit', function (event) {
        if (!event.target || !event.target.closest || !event.target.closest('#prerendered')) return;
        event.preventDefault();
        note(event, 'form', 'submit');
      }, true);
      document.addEventListener('click', function (event) {
        var button = event.target && event.target.closest && event.target.closest('button');
        if (button && button.type !== 'submit' && button.closest('#prerendered')) {
          event.preventDefault();
          note(event, 'button', 'click');
        }
      }, true);
    }
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
  // The gateway drew the home screen's dates and times without knowing the player's time zone
  // (src/ui/LocalDateTime.tsx): written again in the browser's as the parser adds them. Mutation
  // records are delivered at the end of the parser's task, before anything is painted.
  function localTimes() {
    if (!window.MutationObserver || !window.Intl) return;
    var format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    var rewrite = function (element) {
      var moment = new Date(element.getAttribute('datetime'));
      var text = isNaN(moment.getTime()) ? null : format.format(moment);
      // Only when it differs: the rewrite is itself a mutation this observer hears.
      if (text !== null && element.textContent !== text) element.textContent = text;
    };
    var observer = new MutationObserver(function (records) {
      for (var i = 0; i < records.length; i += 1) {
        for (var j = 0; j < records[i].addedNodes.length; j += 1) {
          var node = records[i].addedNodes[j];
          // Text the parser adds to a time already rewritten (a document arriving in pieces).
          if (node.nodeType === 3 && node.parentElement && node.parentElement.matches('#prerendered time[data-local-time]')) rewrite(node.parentElement);
          if (node.nodeType !== 1) continue;
          if (node.matches('#prerendered time[data-local-time]')) rewrite(node);
          var inside = node.querySelectorAll('#prerendered time[data-local-time]');
          for (var k = 0; k < inside.length; k += 1) rewrite(inside[k]);
        }
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      observer.takeRecords();
      observer.disconnect();
      var all = document.querySelectorAll('#prerendered time[data-local-time]');
      for (var i = 0; i < all.length; i += 1) rewrite(all[i]);
    });
  }
  // The home screen's countdowns go on ticking until the app takes over (src/ui/Countdown.tsx:
  // days, hours, minutes and seconds to `data-target`, two digits at least).
  function tickCountdowns() {
    var tick = function () {
      var copy = document.getElementById('prerendered');
      if (!copy) return clearInterval(timer);
      var countdowns = copy.querySelectorAll('.countdown[data-target]');
      for (var i = 0; i < countdowns.length; i += 1) {
        var total = Math.max(0, Math.floor((Date.parse(countdowns[i].getAttribute('data-target')) - Date.now()) / 1000));
        var parts = [Math.floor(total / 86400), Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60];
        var values = countdowns[i].querySelectorAll('.countdown__value');
        for (var j = 0; j < values.length && j < parts.length; j += 1) values[j].textContent = (parts[j] < 10 ? '0' : '') + parts[j];
      }
    };
    var timer = setInterval(tick, 1000);
  }
  // The browser's install offer can come before the app's code runs (on the sign-in page it
  // runs when the visitor reaches for the page): kept for the app (src/pwa/deferred-install-prompt.ts).
  window.addEventListener('beforeinstallprompt', function (event) {
    if (window.novaInstallOffer) return;
    event.preventDefault();
    window.novaInstallOffer = event;
  });
})();
