import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactLayout, EmailCard } from '@/components/contact/ContactLayout';
import { ContactForm } from '@/components/contact/ContactForm';
import { Heading } from '@/components/ui';
import { T } from '../../support/translatedArgs';
import { t } from '../../support/t';
import { atViewport } from '../../support/viewports';

const EMAIL = 'contacto@terapiaocupacional.example';

/**
 * The contact block of the home section and of the contact page: what to say before the form (aside) and the
 * form on a raised card. Below the split width the two stack, aside first.
 */
const meta = {
  title: 'Components/Contact/ContactLayout',
  tags: ['status:stable'],
  component: ContactLayout,
  args: {
    splitAt: 'desktop',
    aside: (
      <div>
        <Heading as="h2" size="lg">
          <T k="contact.benefitsTitle" />
        </Heading>
        <EmailCard email={EMAIL} label={<T k="contact.emailTitle" />} text={<T k="contact.emailText" />} />
      </div>
    ),
    children: (
      <ContactForm
        variant="page"
        status="idle"
        values={{ name: '', email: '', subject: '', message: '' }}
        onChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
  argTypes: {
    splitAt: { control: 'inline-radio', options: ['desktop', 'wide'] },
    aside: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** From 768 px (the contact page) the aside and the form sit side by side, the aside first and narrower. */
export const SideBySideFromTablet: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('heading', { name: t('contact.benefitsTitle') });
    const send = canvas.getByRole('button', { name: t('contactForm.submit') });
    await expect(aside.getBoundingClientRect().right).toBeLessThanOrEqual(send.getBoundingClientRect().left);
  },
};

/** Split from 1024 px (the home section): at 768 px the form is under the aside. */
export const StackedUntilWide: Story = {
  args: { splitAt: 'wide' },
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('heading', { name: t('contact.benefitsTitle') });
    const send = canvas.getByRole('button', { name: t('contactForm.submit') });
    await expect(aside.getBoundingClientRect().bottom).toBeLessThanOrEqual(send.getBoundingClientRect().top);
  },
};
