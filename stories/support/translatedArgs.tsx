import type { Decorator } from '@storybook/react-vite';
import type { TOptions } from 'i18next';
import { isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';

const MARK = 't:';

/**
 * A component story's copy as a translation key (issue 16, item 7): `args: { title: tk('launch.buyNow') }`.
 * The story shows that key's text in the language of the toolbar (withTranslatedArgs, in preview.tsx), as the
 * page that renders the component does; in the Controls panel the arg reads `t:launch.buyNow` and any other
 * text typed there is shown as it is.
 */
export function tk(key: string, options?: TOptions): string {
  return options ? `${MARK}${key}|${JSON.stringify(options)}` : `${MARK}${key}`;
}

function translate(value: unknown, lng: string): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(MARK)) return value;
    const [key, options] = value.slice(MARK.length).split(/\|(.*)/s);
    return i18n.getFixedT(lng)(key!, options ? (JSON.parse(options) as TOptions) : undefined);
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
export function T({ k, options }: { k: string; options?: TOptions }) {
  const { t } = useTranslation();
  return <>{t(k, options)}</>;
}
