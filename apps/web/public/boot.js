// Applies the stored theme and the language direction before the first paint, so the
// page never flashes the default theme or the wrong direction. A file, not an inline
// script, because the Content-Security-Policy allows scripts from this origin only.
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
    }
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
})();
