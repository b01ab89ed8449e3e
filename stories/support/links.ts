import { expect } from 'storybook/test';

/**
 * Link texts Lighthouse's SEO audit "link-text" flags when they are a link's whole text (its English and
 * Portuguese lists), plus the site's own short link texts. The audit reads the link's innerText, not its
 * aria-label, so visually hidden words count and an aria-label alone does not help.
 */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'clique aqui',
  'ir',
  'mais informação',
  'mais informações',
  'mais',
  'veja mais',
  'saiba mais',
  'ler mais',
  'leia mais',
  'ver mais',
  'ver lançamento',
  'see launch',
]);

/** The link's text (innerText, what crawlers and Lighthouse read) says more than a generic phrase. */
export async function expectDescriptiveLinkText(link: HTMLElement) {
  const text = link.innerText.replace(/\s+/g, ' ').trim().toLowerCase();
  await expect(GENERIC_LINK_TEXTS.has(text), `"${text}" is a generic link text`).toBe(false);
}
