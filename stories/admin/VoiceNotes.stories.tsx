import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VoiceNotes } from '@/admin/VoiceNotes';
import { t } from '../support/t';

/** Above a page's preview in the admin: the site's writing rules on her texts, as advice, never a refusal. */
const meta = {
  title: 'Admin/VoiceNotes',
  tags: ['status:beta'],
  component: VoiceNotes,
  parameters: { layout: 'fullscreen' },
  args: {
    notes: [
      { field: 'faq[6].question', lang: 'pt', rule: 'quotes', text: 'O que é a "supervisão"?' },
      { field: 'faqTitle', lang: 'en', rule: 'titleCase', text: 'Frequently Asked Questions' },
    ],
  },
} satisfies Meta<typeof VoiceNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two notes: each names the field and the language, says what the rule asks and quotes her text. */
export const TwoNotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('complementary', { name: t('admin.voice.title') });
    const notes = within(panel).getAllByRole('listitem');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent(
      t('admin.voice.issue', {
        field: 'faq[6].question',
        language: t('admin.preview.languages.pt'),
        advice: t('admin.voice.rules.quotes'),
      }),
    );
    await expect(notes[1]).toHaveTextContent('Frequently Asked Questions');
  },
};

/** Texts that follow every rule: nothing is drawn. */
export const NoNotes: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
