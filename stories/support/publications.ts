import { expect, waitFor, within } from 'storybook/test';
import { t } from './t';

/**
 * Waits until the publications page's result count reads exactly `count` publications found, in the active
 * language. The whole text is compared: "18 …" contains "8 …", and the count before a tap must not pass for the
 * one after it.
 */
export async function expectResultCount(el: HTMLElement, count: number) {
  const element = await within(el).findByTestId('result-count');
  await waitFor(() => expect(element.textContent?.trim()).toBe(t('publications.resultCount', { count })));
}
