import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextareaField } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/UI/TextareaField',
  tags: ['status:stable'],
  component: TextareaField,
  args: { label: tk('contactForm.message'), id: 'message', rows: 5, required: false, disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' }, rows: { control: { type: 'number', min: 2, max: 12 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: t('contactForm.message') });
    // Two lines, as a visitor would write them in the toolbar's language.
    const [first, second] = [t('home.contact.title'), t('mentorship.faq.0.question')];
    await userEvent.type(area, `${first}{enter}${second}`);
    await expect(area).toHaveValue(`${first}\n${second}`);
  },
};

export const WithError: Story = {
  tags: ['state:error'],
  args: { required: true, error: tk('contactForm.errors.messageRequired') },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: t('contactForm.message') });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(t('contactForm.errors.messageRequired'));
  },
};

export const WithHint: Story = {
  args: { hint: tk('home.contact.responseTime') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: t('contactForm.message') })).toHaveAccessibleDescription(
      t('home.contact.responseTime'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: tk('contactForm.sent') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: t('contactForm.message') })).toBeDisabled();
  },
};
