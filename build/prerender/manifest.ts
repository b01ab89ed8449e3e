import { theme } from '@/theme/theme';
import { config } from '@/config/env';
import { localePath, type Language } from '@/i18n/localePath';

/**
 * The web app manifest of each language space: `/manifest.webmanifest` for Portuguese and
 * `/en/manifest.webmanifest` for English, linked from every page of that space (the page template's
 * `<link rel="manifest">`, pointed at the space's own by document.ts). Names from the translations
 * (`manifest.*`, the provider's name inserted), colours from the theme tokens, the icons of public/icons
 * (build/generators/generate-app-icons.mjs). Written by the build (build/prerender/plugin.ts).
 */

/** Where each space's manifest is served. */
export function manifestPath(lang: Language): string {
  return localePath('/manifest.webmanifest', lang);
}

export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The `manifest` group of a translation file. */
export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

/** Reads the `manifest` group of a parsed translation file, with the provider's name put in. */
export function manifestTexts(texts: Record<string, unknown>, providerName: string): ManifestTexts {
  const group = texts.manifest as Record<string, unknown> | undefined;
  const read = (key: keyof ManifestTexts) => {
    const value = group?.[key];
    if (typeof value !== 'string' || value === '') throw new Error(`The translations have no manifest.${key}`);
    return value.replaceAll('{{name}}', providerName);
  };
  return { name: read('name'), shortName: read('shortName'), description: read('description') };
}

/** The manifest of a language space, as JSON. The English app starts and stays in /en/. */
export function webManifest(lang: Language, texts: ManifestTexts): string {
  const start = localePath('/', lang);
  const manifest = {
    id: start,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: lang === 'pt' ? 'pt-PT' : 'en',
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.bg,
    icons: MANIFEST_ICONS,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The manifest of a language space from its parsed translation file (the build's and the dev server's). */
export function manifestFor(lang: Language, texts: Record<string, unknown>): string {
  return webManifest(lang, manifestTexts(texts, config.providerName));
}
