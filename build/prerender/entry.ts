/**
 * Entry of the build's server bundle (build/prerender/plugin.ts builds it with Vite's SSR build and calls
 * it once per page): the renderer and the pure pieces the build needs, compiled with the app's aliases
 * and defines, so they agree with the browser bundle.
 */
export { renderPage } from './renderPage';
export { composeDocument, composeShell } from './document';
export { fileOf, pageAddresses, shellRoutes, sitePages } from './sitePages';
export { redirectRules, robotsTxt, sitemapXml } from './hostFiles';
export { manifestFor, manifestPath } from './manifest';
export { config } from '@/config/env';
