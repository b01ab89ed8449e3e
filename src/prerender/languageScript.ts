/**
 * The one inline script of a prerendered Portuguese page (#9). The unprefixed addresses keep product §1's
 * detection (saved choice, cookie, browser language, html lang), so a visitor detected as English must
 * not see the Portuguese HTML flash before the English page: before the first paint this script runs the
 * same detection (first, on back / forward, the language the entry was left in: switchLanguage.ts), and for English it sets `lang`, hides #root until the app has rendered in English
 * (LANGUAGE_PENDING_CSS; the app removes the class), and starts fetching the English texts, whose URL the
 * page carries in `data-texts-en`. Whatever goes wrong here, the Portuguese page stays visible.
 *
 * The text is fixed (no per-build values), so its hash in the Content-Security-Policy is too
 * (src/config/deploy.ts).
 */
export const LANGUAGE_SCRIPT = `(function(){try{var d=document.documentElement,s=null,c,l=[],i,v;try{s=localStorage.getItem("i18nextLng")}catch(e){}c=/(?:^|; )i18next=([^;]*)/.exec(document.cookie);try{i=performance.getEntriesByType("navigation")[0];if(i&&i.type==="back_forward"&&history.state)l.push(history.state.lang)}catch(e){}l.push(s,c&&decodeURIComponent(c[1]));l=l.concat(navigator.languages||[navigator.language],[d.lang]);for(i=0;i<l.length;i++){v=String(l[i]||"").slice(0,2).toLowerCase();if(v==="pt")return;if(v==="en")break}if(v!=="en")return;d.lang="en";d.classList.add("lang-pending");if(d.dataset.textsEn){c=document.createElement("link");c.rel="preload";c.as="fetch";c.crossOrigin="anonymous";c.href=d.dataset.textsEn;document.head.appendChild(c)}}catch(e){}})();`;

/** The class the script sets while the English render is pending. */
export const LANGUAGE_PENDING_CLASS = 'lang-pending';

/**
 * Hides the page while the class is set; after 6 s it shows whatever is there (a page whose script
 * never ran stays readable).
 */
export const LANGUAGE_PENDING_CSS = `html.${LANGUAGE_PENDING_CLASS} #root{visibility:hidden;animation:lang-reveal 0s 6s forwards}@keyframes lang-reveal{to{visibility:visible}}`;
