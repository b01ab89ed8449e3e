/**
 * The one inline script of a prerendered Portuguese page (#9). The unprefixed addresses keep product §1's
 * detection (saved choice, cookie, browser language, html lang), so a visitor detected as English must
 * not see the Portuguese HTML flash before the English page: before the first paint this script runs the
 * same detection (first, on back / forward, the language the entry was left in: switchLanguage.ts), and for
 * English it sets `lang`, hides #root until the app has rendered in English (LANGUAGE_PENDING_CSS; the app
 * removes the class), and starts fetching the English texts, whose URL the page carries in `data-texts-en`.
 *
 * A public page also names its English version for this address (`data-page-en`: the page prerendered in
 * English with the unprefixed space's links, under /unprefixed-en/, exactly what the app renders here for an
 * English visitor). The script fetches it and, if it arrives before the app has begun to render, puts its
 * markup in #root at once (its nodes moved over, not serialised and parsed a second time: 8-20 ms less at 1x CPU), marked `data-prerendered="en"` and `data-swapped`, its styled-components rules in
 * place of the Portuguese ones (`style[data-styled]`: the font faces and base rules are the same in both) and
 * its title, so the visitor reads English without waiting for the app, and the app hydrates that markup
 * instead of building the page a second time (#33; src/app/start.tsx). Never once the app has begun to
 * render: it removes #root's `data-prerendered` first. Whatever goes wrong here, the Portuguese page stays
 * visible, or is revealed after 6 s at the latest.
 *
 * The text is fixed (no per-build values), so its hash in the Content-Security-Policy is too
 * (src/config/deploy.ts).
 */
export const LANGUAGE_SCRIPT = `(function(){try{var d=document.documentElement,s=null,c,l=[],i,v;try{s=localStorage.getItem("i18nextLng")}catch(e){}c=/(?:^|; )i18next=([^;]*)/.exec(document.cookie);try{i=performance.getEntriesByType("navigation")[0];if(i&&i.type==="back_forward"&&history.state)l.push(history.state.lang)}catch(e){}l.push(s,c&&decodeURIComponent(c[1]));l=l.concat(navigator.languages||[navigator.language],[d.lang]);for(i=0;i<l.length;i++){v=String(l[i]||"").slice(0,2).toLowerCase();if(v==="pt")return;if(v==="en")break}if(v!=="en")return;d.lang="en";d.classList.add("lang-pending");if(d.dataset.textsEn){c=document.createElement("link");c.rel="preload";c.as="fetch";c.crossOrigin="anonymous";c.href=d.dataset.textsEn;document.head.appendChild(c)}if(d.dataset.pageEn){var f=function(){d.setAttribute("data-lang-swap","done");document.dispatchEvent(new Event("lang-swapped"))};if(!window.fetch||!window.DOMParser)f();else fetch(d.dataset.pageEn).then(function(r){return r.ok?r.text():""}).then(function(t){function w(){try{var o=document.getElementById("root"),e,n,q,k,x;if(!t||!o||!o.hasAttribute("data-prerendered")||!d.classList.contains("lang-pending"))return;e=new DOMParser().parseFromString(t,"text/html");n=e.getElementById("root");if(!n||n.getAttribute("data-prerendered")!=="en")return;q=e.head.querySelectorAll("style[data-styled]");x=document.head.querySelectorAll("style[data-styled]");if(q.length===1&&x.length===1)x[0].textContent=q[0].textContent;else for(k=0;k<q.length;k++){x=document.createElement("style");x.textContent=q[k].textContent;document.head.appendChild(x)}x=document.createDocumentFragment();while(n.firstChild)x.appendChild(n.firstChild);o.textContent="";o.appendChild(x);o.setAttribute("data-prerendered","en");o.setAttribute("data-swapped","");if(e.title)document.title=e.title;d.classList.remove("lang-pending")}finally{f()}}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",w);else w()},f)}}catch(e){}})();`;

/**
 * Where the build writes the English versions of the unprefixed addresses' pages (src/prerender/plugin.ts): fetched
 * by the script above for an English visitor, never an address of their own (noindex: src/config/deploy.ts).
 */
export const UNPREFIXED_ENGLISH_DIR = '/unprefixed-en';

/** The class the script sets while the English render is pending. */
export const LANGUAGE_PENDING_CLASS = 'lang-pending';

/**
 * Hides the page while the class is set; after 6 s it shows whatever is there (a page whose script
 * never ran stays readable).
 */
export const LANGUAGE_PENDING_CSS = `html.${LANGUAGE_PENDING_CLASS} #root{visibility:hidden;animation:lang-reveal 0s 6s forwards}@keyframes lang-reveal{to{visibility:visible}}`;

/**
 * Starts the app's entry module of a prerendered page once the page has painted: the served markup is already
 * the page, so on a slow phone the app's JavaScript should not share the first paint's bandwidth and CPU with
 * the HTML, its fonts and its main image. A visitor whose texts must first change language (`lang-pending`)
 * gets it once the English version of the page is on screen (the language script's `lang-swapped`, at most
 * 3 s), or at once when the page has none; a hidden tab (no frame would come) at once. Placed at the end
 * of <body>, the entry's URL in its `data-entry`, so that its text, and the CSP hash of it, never change.
 */
export const ENTRY_LOADER_SCRIPT = `(function(){var d=document,h=d.documentElement,s=d.createElement("script"),t;s.type="module";s.crossOrigin="anonymous";s.src=d.currentScript.getAttribute("data-entry");function go(){clearTimeout(t);if(!s.parentNode)d.head.appendChild(s)}function later(){requestAnimationFrame(function(){setTimeout(go,0)})}if(d.visibilityState!=="visible")go();else if(!h.classList.contains("${LANGUAGE_PENDING_CLASS}"))later();else if(!h.dataset.pageEn||h.getAttribute("data-lang-swap")==="done")go();else{t=setTimeout(go,3000);d.addEventListener("lang-swapped",later)}})();`;
