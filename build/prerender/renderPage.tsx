import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { createInstance } from 'i18next';
import { App } from '@/app/App';
import { appRoutes } from '@/app/routes';
import { FALLBACK_LANGUAGES, INTERPOLATION } from '@/i18n';
import { basenameOf, type Language } from '@/i18n/localePath';
import { fontFacesTag, globalStyleTag } from '@/theme';
import { splitHoisted } from './document';

export interface RenderedPage {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** The head tags React hoisted out of the page (title, meta, links), in order. */
  head: string;
  /** The markup of #root. */
  body: string;
  /**
   * The font faces and the base rules (style elements of their own, src/theme/fonts.ts, globalStyle.ts) and
   * this page's styled-components rules, as <style> tags.
   */
  styles: string;
}

/**
 * Renders one page of the site to HTML at build time: the same route tree, providers and
 * translations as the browser, through React Router's static handler, React's static prerender (which
 * waits for the lazy page module) and styled-components' server style sheet. No browser state exists
 * here, so the page renders as a first-time visitor sees it; the browser hydrates exactly that.
 * `url` is the address as served (`/en/...` in the English space). `space` is the language space of the address:
 * by default the language's own; `null` with English is the page an English visitor gets on an unprefixed address
 * (English texts, unprefixed links: the language script, src/app/boot/inline/language.ts).
 */
export async function renderPage(
  url: string,
  lang: Language,
  texts: Record<Language, Record<string, unknown>>,
  space: 'en' | null = lang === 'en' ? 'en' : null,
): Promise<RenderedPage> {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGES,
    resources: { pt: { translation: texts.pt }, en: { translation: texts.en } },
    interpolation: INTERPOLATION,
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  const handler = createStaticHandler(appRoutes(), { basename: basenameOf(space) });
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${url} answered a redirect (${context.status}); redirects are not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <App>
              {/* hydrate={false}: no inline data script (the CSP allows none); the routes have no loaders. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </I18nextProvider>
        </StrictMode>,
      ),
      // Every Suspense boundary inline and complete: no streaming scripts in a static file.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const { head, body } = splitHoisted(html);
    return { status: context.statusCode, head, body, styles: fontFacesTag() + globalStyleTag + sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
