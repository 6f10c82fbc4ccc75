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
    if (root.hasAttribute('data-prerendered') && signInPage && language === 'en' && !localStorage.getItem('signedIn')) {
      root.classList.add('prerendered');
      // The prerendered form is a picture until the app takes over: never sent by the browser itself.
      document.addEventListener('submit', function (event) {
        if (event.target && event.target.closest && event.target.closest('#prerendered')) event.preventDefault();
      }, true);
    }
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
})();
