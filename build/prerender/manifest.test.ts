import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme/theme';
import pt from '../../public/locales/pt/translation.json';
import en from '../../public/locales/en/translation.json';
import { MANIFEST_ICONS, manifestPath, manifestTexts, webManifest } from './manifest';

const root = path.resolve(__dirname, '../..');

describe('web app manifests', () => {
  it("one per language space, named in the space's language, starting in it, coloured by the theme", () => {
    const portuguese = JSON.parse(webManifest('pt', manifestTexts(pt, 'Helena Marques'))) as Record<string, unknown>;
    const english = JSON.parse(webManifest('en', manifestTexts(en, 'Helena Marques'))) as Record<string, unknown>;
    expect(manifestPath('pt')).toBe('/manifest.webmanifest');
    expect(manifestPath('en')).toBe('/en/manifest.webmanifest');
    expect(portuguese).toMatchObject({ name: 'Helena Marques · Terapia ocupacional', lang: 'pt-PT', start_url: '/' });
    expect(english).toMatchObject({
      name: 'Helena Marques · Occupational therapy',
      lang: 'en',
      start_url: '/en/',
      scope: '/en/',
    });
    for (const manifest of [portuguese, english]) {
      expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
      expect(manifest.theme_color).toBe(theme.colors.primary);
      expect(manifest.background_color).toBe(theme.colors.bg);
      expect(manifest.display).toBe('standalone');
    }
  });

  it('icons of 192 and 512 px, one maskable, each a PNG of its stated size in public/', () => {
    const sizes = MANIFEST_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of MANIFEST_ICONS) {
      const png = fs.readFileSync(path.join(root, 'public', icon.src));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it("the page template's theme-color is the theme's primary colour", () => {
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(/<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1]).toBe(theme.colors.primary);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('a translation file without the manifest texts stops the build', () => {
    expect(() => manifestTexts({}, 'x')).toThrow(/manifest\.name/);
  });
});
