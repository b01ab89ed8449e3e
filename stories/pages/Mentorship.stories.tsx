import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as MentorshipDetailsPage } from '@/pages/mentorship/MentorshipDetailsPage';
import { href, t } from '../support/t';

/** /mentorship-details (#faq) — the mentorship, an FAQ with one answer open at a time, a button to /contact. */
const meta = {
  title: 'Pages/Mentorship',
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/mentorship-details" url="/mentorship-details#faq" Component={MentorshipDetailsPage} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** FAQ question `n` (0-based), as its button is named. */
const question = (n: number) => t(`mentorship.faq.${n}.question`);

/** All answers start closed; the FAQ section has id faq; the contact buttons go to /contact. */
export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faqHeading = await canvas.findByRole('heading', { level: 2, name: t('mentorship.faqTitle') });
    await expect(faqHeading.closest('section')).toHaveAttribute('id', 'faq');
    const questions = canvas.getAllByRole('button', { expanded: false });
    await expect(questions).toHaveLength(6);
    for (const link of canvas.getAllByRole('link', { name: t('mentorship.cta') })) {
      await expect(link).toHaveAttribute('href', href('/contact'));
    }
  },
};

/** Opening one answer, then another (the first closes), then the open one again (it closes). */
export const FaqOneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: question(0) });
    const second = canvas.getByRole('button', { name: question(2) });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.querySelector(`#${CSS.escape(first.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent(t('mentorship.faq.0.answer'));
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/**
 * Find-in-page reaches closed answers (hidden="until-found"): a match fires `beforematch`, the browser
 * reveals the answer, and the page opens that item, closing the one that was open.
 */
export const FaqFoundByFindInPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: question(0) });
    const last = canvas.getByRole('button', { name: question(4) });
    const panelOf = (button: HTMLElement) =>
      canvasElement.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panelOf(last)).toHaveAttribute('hidden', 'until-found');
    panelOf(last).dispatchEvent(new Event('beforematch'));
    panelOf(last).removeAttribute('hidden');
    await waitFor(() => expect(last).toHaveAttribute('aria-expanded', 'true'));
    await expect(panelOf(last)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(first)).toHaveAttribute('hidden', 'until-found');
  },
};

/** Keyboard: Enter opens an answer. */
export const FaqKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const certificate = await canvas.findByRole('button', { name: question(4) });
    certificate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(certificate).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: question(4) })).toBeVisible();
  },
};

/** The page in English: AllClosed's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: AllClosed.play,
};
