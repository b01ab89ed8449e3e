import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as ContactPage } from '@/pages/contact/ContactPage';
import { PageHarness } from '../support/PageHarness';
import { pattern, t } from '../support/t';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/contact" url="/contact" Component={ContactPage} />,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text side with benefits and the provider's email, form side; the #contact anchor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('contact.title') })).toBeVisible();
    await expect(canvasElement.querySelector('#contact')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(canvas.getByRole('textbox', { name: t('contactForm.message') })).toHaveValue('');
  },
};

/** From a launch's 'Comprar Agora' (/contact?subject=launch-0): the subject line and a prefilled, editable message. */
export const FromLaunch: Story = {
  render: () => <PageHarness path="/contact" url="/contact?subject=launch-0" Component={ContactPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = t('catalog.launches.0.title');
    await expect(await canvas.findByText(t('contact.aboutSubject', { subject }))).toBeVisible();
    const message = canvas.getByRole('textbox', { name: t('contactForm.message') });
    await expect(message).toHaveValue(t('contact.prefillMessage', { subject }));
    await userEvent.type(message, ' Obrigada!');
    await expect((message as HTMLTextAreaElement).value.endsWith('Obrigada!')).toBe(true);
  },
};

/** From an immersion format's 'more info' (/contact?subject=immersion-clinical): its translated title. */
export const FromImmersionFormat: Story = {
  render: () => <PageHarness path="/contact" url="/contact?subject=immersion-clinical" Component={ContactPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = t('immersion.formats.1.title');
    await expect(await canvas.findByText(t('contact.aboutSubject', { subject }))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('contactForm.message') })).toHaveValue(
      t('contact.prefillMessage', { subject }),
    );
  },
};

/** Free text or an unknown key in ?subject= / ?assunto= is ignored: no subject line, an empty message. */
export const UnknownSubjectIgnored: Story = {
  render: () => (
    <PageHarness path="/contact" url="/contact?assunto=%3Cb%3ECurso%3C%2Fb%3E&subject=Pague%20aqui" Component={ContactPage} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('contact.title') })).toBeVisible();
    await expect(canvas.queryByText(pattern('contact.aboutSubject', { subject: '.*' }))).toBeNull();
    await expect(canvas.queryByText(/Curso|Pague aqui/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: t('contactForm.message') })).toHaveValue('');
  },
};

/** The whole flow on the page: submit, thank-you. */
export const Submit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('contactForm.fullName') }), 'Ana Lopes');
    await userEvent.type(canvas.getByRole('textbox', { name: t('contactForm.email') }), 'ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: t('contactForm.message') }), 'Olá!');
    await userEvent.click(canvas.getByRole('button', { name: t('contactForm.submit') }));
    await expect(await canvas.findByRole('heading', { name: t('contactForm.thankYouTitle') }, { timeout: 4000 })).toBeVisible();
  },
};

/** The page with the language toolbar on English: the same play, in the English texts. */
export const English: Story = { ...Default, globals: { locale: 'en' } };
