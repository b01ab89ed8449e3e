import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactPageView } from '@/components/contact/ContactPageView';
import { ContactForm } from '@/components/contact/ContactForm';
import { imageAltKey, images } from '@/data/images';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Contact/ContactPageView',
  tags: ['status:stable'],
  component: ContactPageView,
  args: {
    email: 'contacto@terapiaocupacional.example',
    image: { ...images.contact, alt: tk(imageAltKey('contact')) },
    subject: null,
    form: (
      <ContactForm
        variant="page"
        status="idle"
        values={{ name: '', email: '', subject: '', message: '' }}
        onChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
  argTypes: { form: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Text side (benefits, the provider's email) and form side in the #contact section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('contact.title') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('contact.formTitle') })).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('link', { name: 'contacto@terapiaocupacional.example' })).toHaveAttribute(
      'href',
      'mailto:contacto@terapiaocupacional.example',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Arrived from a launch's 'Comprar Agora': the subject is shown above the form. */
export const WithSubject: Story = {
  args: { subject: tk('catalog.launches.0.title') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(t('contact.aboutSubject', { subject: t('catalog.launches.0.title') })),
    ).toBeVisible();
  },
};
