// Runs before first paint: pick the theme (cookie, else system preference) and the language (cookie,
// else browser language, else es) so the page never flashes the wrong colours or language.
(function () {
  var root = document.documentElement;
  try {
    var read = function (name) {
      var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
      return m ? decodeURIComponent(m[1]) : null;
    };
    var theme = read('theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-theme', theme);
    root.style.colorScheme = theme;
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', theme === 'dark' ? '#0f1615' : '#f6f7f4');
    var lang = read('language');
    if (lang !== 'es' && lang !== 'en') {
      // Same rule as lib/i18n.ts detectLanguage: the first of the browser's languages that is es or en.
      var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      lang = 'es';
      for (var i = 0; i < list.length; i++) {
        var code = String(list[i]).slice(0, 2).toLowerCase();
        if (code === 'es' || code === 'en') { lang = code; break; }
      }
    }
    root.setAttribute('lang', lang);
  } catch {
    root.setAttribute('data-theme', 'light');
  }
})();
