import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailCard } from '@/components/contact/ContactLayout';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const EMAIL = 'contacto@terapiaocupacional.example';

/** The provider's e-mail on a soft card with a mail icon, next to the contact forms. */
const meta = {
  title: 'Components/Contact/EmailCard',
  tags: ['status:stable'],
  component: EmailCard,
  args: { email: EMAIL, label: tk('home.contact.emailLabel') },
  argTypes: { label: { control: 'text' }, text: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A small label over the address (the home section): the address is a `mailto:` link. */
export const Label: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('home.contact.emailLabel'))).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  },
};

/** With a sentence before the address (the contact page) the label is a level-3 heading. */
export const HeadingAndText: Story = {
  args: { label: tk('contact.emailTitle'), text: tk('contact.emailText') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t('contact.emailTitle') })).toBeVisible();
    const link = canvas.getByRole('link', { name: EMAIL });
    await expect(link.closest('p')).toHaveTextContent(t('contact.emailText'));
  },
};

/** A long address breaks anywhere instead of pushing the card wider than a phone. */
export const LongAddress: Story = {
  args: { email: 'secretaria.formacao.terapia.ocupacional@exemplo-muito-longo.example' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('a')!.closest('div')!.parentElement!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
