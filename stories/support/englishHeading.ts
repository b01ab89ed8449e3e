import { expect, within } from 'storybook/test';
import { i18n } from '@/i18n';

/** Asserts that the page's h1 is the English catalogue text at `key` (e.g. 'catalog.books.8.title'). */
export async function expectEnglishHeading(canvasElement: HTMLElement, key: string) {
  await i18n.loadLanguages('en');
  const name = i18n.getFixedT('en')(key);
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();
}
