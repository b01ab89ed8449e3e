import type { StoryContext } from '@storybook/react-vite';
import { i18n, initI18n } from '@/i18n';

/**
 * Puts i18next in the toolbar's language (`globals.locale`), once the texts are in. The preview's loader does
 * it for every story; a story's own loaders run beside it, so a loader that calls the backend (seedMachine)
 * awaits it too: the call asks for the toolbar's language (Accept-Language, #38) and the mock answers in it.
 */
export async function storyLocale(context: Pick<StoryContext, 'globals'>): Promise<void> {
  await initI18n({ lng: 'pt' });
  const locale = (context.globals.locale as string | undefined) ?? 'pt';
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
