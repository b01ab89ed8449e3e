import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HomeContact } from '@/components/home/HomeContact';
import { CONTACT_SUBJECTS } from '@machines/contact';
import { ContactForm } from '@/components/contact/ContactForm';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Home/HomeContact',
  tags: ['status:stable'],
  component: HomeContact,
  args: {
    id: 'contact',
    email: 'contacto@terapiaocupacional.example',
    form: (
      <ContactForm
        variant="home"
        status="idle"
        values={{ name: '', email: '', subject: '', message: '' }}
        subjects={CONTACT_SUBJECTS}
        onChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
  argTypes: { form: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The #contact section shows the provider's email as a mailto link beside the form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.contact.title') })).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('link', { name: 'contacto@terapiaocupacional.example' })).toHaveAttribute(
      'href',
      'mailto:contacto@terapiaocupacional.example',
    );
    await expect(canvas.getByRole('button', { name: t('contactForm.submit') })).toBeVisible();
  },
};
