import type { Decorator } from '@storybook/react-vite';
import i18next, { type TOptions } from 'i18next';
import { isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERPOLATION, i18n } from '@/i18n';
import pt from '../../public/locales/pt/translation.json';
import en from '../../public/locales/en/translation.json';

/**
 * The texts as they are when a story file is read (before i18next has fetched anything), for `tk()`: both
 * locale files, bundled, with the app's interpolation settings, so a text is the one the page would show.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: 'pt',
  fallbackLng: false,
  initAsync: false,
  interpolation: INTERPOLATION,
});

type Source = { key: string; options: TOptions };
/** Each text tk() has given out -> the key it stands for. */
const sources = new Map<string, Source>();
const ZERO_WIDTH = '\u200b';

/**
 * A component story's copy as a translation key (issue 16, item 7): `args: { title: tk('launch.buyNow') }`.
 * The arg is the key's Portuguese text, so the Controls panel shows the real text (issue 35), and the story
 * shows the key's text in the language of the toolbar (withTranslatedArgs, in preview.tsx), as the page that
 * renders the component does. A text typed in the Controls panel is shown as it is. Two keys with the same
 * Portuguese text but different English ones are told apart by a zero-width space at the end of the second.
 */
export function tk(key: string, options: TOptions = {}): string {
  let text = texts.getFixedT('pt')(key, options) as string;
  const english = texts.getFixedT('en')(key, options) as string;
  for (;;) {
    const known = sources.get(text);
    if (!known) break;
    if (texts.getFixedT('en')(known.key, known.options) === english) return text;
    text += ZERO_WIDTH;
  }
  sources.set(text, { key, options });
  return text;
}

function translate(value: unknown, lng: string): unknown {
  if (typeof value === 'string') {
    const source = sources.get(value);
    return source ? i18n.getFixedT(lng)(source.key, source.options) : value;
  }
  if (Array.isArray(value)) return value.map((item) => translate(item, lng));
  if (value && typeof value === 'object' && !isValidElement(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, lng)]));
  }
  return value;
}

/** Gives the story its args with every `tk()` text in the toolbar's language. */
export const withTranslatedArgs: Decorator = (Story, context) => {
  const lng = (context.globals.locale as string | undefined) === 'en' ? 'en' : 'pt';
  return Story({ args: translate(context.args, lng) as typeof context.args });
};

/** A translated text inside a React node arg (`<ButtonLink><T k="launch.buyNow" /></ButtonLink>`). */
export function T({ k, options = {} }: { k: string; options?: TOptions }) {
  const { t } = useTranslation();
  return <>{t(k, options)}</>;
}
