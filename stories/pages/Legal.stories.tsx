import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as PrivacyPage } from '@/pages/legal/PrivacyPage';
import { Component as CookiePolicyPage } from '@/pages/legal/CookiePolicyPage';
import { Component as TermsPage } from '@/pages/legal/TermsPage';
import { clearConsentCookie } from '@/features/consent';
import { config } from '@/config/env';
import { pageTitle } from '@/seo/pageTitle';
import { atViewport } from '../support/viewports';
import { href, language, t } from '../support/t';
import { formatShortDate } from '@/lib/format';

const meta = {
  title: 'Pages/Legal',
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => {
    clearConsentCookie();
    return () => clearConsentCookie();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document whose title is at `titleKey`: its date, its table of contents and its `sections` numbered sections. */
async function expectDocument(canvasElement: HTMLElement, titleKey: string, sections: number) {
  const canvas = within(canvasElement);
  const title = t(titleKey);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  // The date the educator last changed the page (content/pages), as the page writes it.
  const updated = t(titleKey.replace(/title$/, 'updated'));
  await expect(canvas.getByText(formatShortDate(updated, language()))).toHaveAttribute('datetime', updated);
  const toc = within(canvas.getByRole('navigation', { name: t('legal.toc') }));
  await expect(toc.getAllByRole('link')).toHaveLength(sections);
  for (let n = 1; n <= sections; n += 1) {
    await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(`^${n}\\. `) })).toBeVisible();
  }
  await expect(canvas.queryByRole('heading', { level: 2, name: new RegExp(`^${sections + 1}\\. `) })).toBeNull();
  await waitFor(() => expect(document.title).toBe(pageTitle(title)));
}

/** /privacy: 9 numbered sections and the provider's contact email as a mailto link. */
export const Privacy: Story = {
  render: () => <PageHarness path="/privacy" url="/privacy" Component={PrivacyPage} />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, 'legal.privacy.title', 9);
    const mail = within(canvasElement).getAllByRole('link', { name: config.contactEmail });
    await expect(mail.length).toBeGreaterThan(0);
    await expect(mail[0]).toHaveAttribute('href', `mailto:${config.contactEmail}`);
  },
};

/** The table of contents links to each numbered section (the router's scroll restoration glides there: src/app/scroll; see e2e). */
export const PrivacyTableOfContents: Story = {
  render: () => <PageHarness path="/privacy" url="/privacy" Component={PrivacyPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rights = t('legal.privacy.sections.6.heading');
    const toc = within(await canvas.findByRole('navigation', { name: t('legal.toc') }));
    await expect(toc.getByRole('link', { name: rights })).toHaveAttribute('href', href('/privacy#privacy-7'));
    await expect(canvas.getByRole('region', { name: `7. ${rights}` })).toHaveAttribute('id', 'privacy-7');
  },
};

/** /politica (one of the four aliases): the same page. */
export const PrivacyAlias: Story = {
  render: () => <PageHarness path="/politica" url="/politica" Component={PrivacyPage} />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, 'legal.privacy.title', 9);
  },
};

/** /politica-cookies: 6 sections and the visitor's current answer with a way to change it. */
export const Cookies: Story = {
  beforeEach: () => {
    document.cookie = 'cookieConsent=accepted; path=/';
  },
  render: () => <PageHarness path="/politica-cookies" url="/politica-cookies" Component={CookiePolicyPage} />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, 'legal.cookies.title', 6);
    const canvas = within(canvasElement);
    const preferences = within(canvas.getByTestId('cookie-preferences'));
    await waitFor(() => expect(preferences.getByRole('status')).toHaveTextContent(t('cookies.status.accepted')));
    await userEvent.click(preferences.getByRole('button', { name: t('cookies.change') }));
    await expect(preferences.getByRole('status')).toHaveTextContent(t('cookies.status.undecided'));
  },
};

/** /termos-condicoes: 8 sections. */
export const Terms: Story = {
  render: () => <PageHarness path="/termos-condicoes" url="/termos-condicoes" Component={TermsPage} />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, 'legal.terms.title', 8);
  },
};

/** /privacy in English: Privacy's checks, in English. */
export const PrivacyEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <PageHarness path="/privacy" url="/privacy" Component={PrivacyPage} />,
  play: Privacy.play,
};

/** /termos-condicoes on a phone: the same 8 sections. */
export const TermsMobile: Story = {
  globals: atViewport('mobile'),
  render: () => <PageHarness path="/termos-condicoes" url="/termos-condicoes" Component={TermsPage} />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, 'legal.terms.title', 8);
  },
};
