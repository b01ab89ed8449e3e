import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PagePreview } from '@/admin/previews/PagePreview';
import type { ContentFile } from '@/admin/previews/contentFile';
// Pages as shipped: what the plays expect stays put while the educator edits content/pages.
import mentorship from '../../../build/content/fixtures/catalogue-as-shipped/pages/mentorship.json';
import privacy from '../../../build/content/fixtures/catalogue-as-shipped/pages/privacy.json';
import home from '../../../build/content/fixtures/catalogue-as-shipped/pages/home.json';
import immersion from '../../../build/content/fixtures/catalogue-as-shipped/pages/immersion.json';
import { language, t } from '../../support/t';

/**
 * The admin's preview of one of her pages (content/pages/<page>.json), drawn by the site's own page component with
 * the texts being edited, in the toolbar's language; above it, the writing rules' advice on her texts.
 */
const meta = {
  title: 'Admin/Previews/PagePreview',
  tags: ['status:beta'],
  component: PagePreview,
  parameters: { layout: 'fullscreen' },
  args: { name: 'mentorship', file: mentorship as ContentFile },
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The mentorship page as she is editing it: a new FAQ entry (both languages) is on the page, with no advice to give. */
export const MentorshipWithNewQuestion: Story = {
  args: {
    file: {
      pt: {
        ...mentorship.pt,
        faq: [...mentorship.pt.faq, { question: 'Há mentorias aos sábados?', answer: 'Sim, *uma vez por mês*, de manhã.' }],
      },
      en: {
        ...mentorship.en,
        faq: [...mentorship.en.faq, { question: 'Are there Saturday sessions?', answer: 'Yes, *once a month*, in the morning.' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = language() === 'en' ? 'Are there Saturday sessions?' : 'Há mentorias aos sábados?';
    await expect(await canvas.findByRole('heading', { level: 1, name: mentorship[language()].title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: question })).toBeVisible();
    // The interface's own words for the page stay the site's.
    await expect(canvas.getAllByRole('link', { name: t('mentorship.cta') }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('complementary', { name: t('admin.voice.title') })).toBeNull();
  },
};

/** A heading in Title Case and straight quotes: the advice names the field and the language, and the page still shows. */
export const WithWritingAdvice: Story = {
  args: {
    file: { pt: { ...mentorship.pt, faqTitle: 'Perguntas Frequentes', lead: 'Um "acompanhamento" próximo.' }, en: mentorship.en },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const advice = canvas.getByRole('complementary', { name: t('admin.voice.title') });
    await expect(within(advice).getAllByRole('listitem')).toHaveLength(2);
    await expect(advice).toHaveTextContent('faqTitle');
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A legal page with a changed paragraph and the date the admin writes when she saves. */
export const PrivacyChanged: Story = {
  args: {
    name: 'privacy',
    file: {
      pt: { ...privacy.pt, updated: '2026-11-29', intro: ['Esta política foi **revista** em novembro.'] },
      en: { ...privacy.en, intro: ['This policy was **revised** in November.'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: privacy[language()].title })).toBeVisible();
    await expect(canvas.getByText('29/11/2026')).toHaveAttribute('datetime', '2026-11-29');
    await expect(canvasElement.querySelector('strong')).toHaveTextContent(language() === 'en' ? 'revised' : 'revista');
  },
};

/** The home page's sections that carry her words, with the interface's buttons beside them. */
export const Home: Story = {
  args: { name: 'home', file: home as ContentFile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: home[language()].banner.title })).toBeVisible();
    await expect(canvas.getByText(t('home.banner.secondary'))).toBeVisible();
    await expect(canvas.getByText(home[language()].testimonials.lead)).toBeVisible();
  },
};

/** Two steps of the immersion swapped: the page shows them in her new order. */
export const ImmersionStepsReordered: Story = {
  args: {
    name: 'immersion',
    file: {
      pt: { ...immersion.pt, steps: [immersion.pt.steps[1]!, immersion.pt.steps[0]!, ...immersion.pt.steps.slice(2)] },
      en: { ...immersion.en, steps: [immersion.en.steps[1]!, immersion.en.steps[0]!, ...immersion.en.steps.slice(2)] },
    },
  },
  play: async ({ canvasElement }) => {
    const { steps, stepsTitle } = immersion[language()];
    // Within the steps' section: in English, "Get in touch" is a button's words too.
    const section = within(await within(canvasElement).findByRole('region', { name: stepsTitle }));
    const first = section.getByText(steps[1]!.title);
    const second = section.getByText(steps[0]!.title);
    await expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
