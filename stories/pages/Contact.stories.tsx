import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as ContactPage } from '@/pages/contact/ContactPage';
import { PageHarness } from '../support/PageHarness';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(canvasElement.querySelector('#contact')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(canvas.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('');
  },
};

/** From a launch's 'Comprar Agora' (/contact?subject=launch-0): the subject line and a prefilled, editable message. */
export const FromLaunch: Story = {
  render: () => <PageHarness path="/contact" url="/contact?subject=launch-0" Component={ContactPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Assunto: Módulo 3: Planeamento da Intervenção em Integração Sensorial')).toBeVisible();
    const message = canvas.getByRole('textbox', { name: /Mensagem/ });
    await expect(message).toHaveValue(
      'Olá! Tenho interesse em «Módulo 3: Planeamento da Intervenção em Integração Sensorial» e gostaria de receber mais informações sobre a inscrição e o pagamento.',
    );
    await userEvent.type(message, ' Obrigada!');
    await expect((message as HTMLTextAreaElement).value.endsWith('Obrigada!')).toBe(true);
  },
};

/** From an immersion format's 'more info' (/contact?subject=immersion-clinical): its translated title. */
export const FromImmersionFormat: Story = {
  render: () => <PageHarness path="/contact" url="/contact?subject=immersion-clinical" Component={ContactPage} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Assunto: Imersão clínica')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mensagem/ })).toHaveValue(
      'Olá! Tenho interesse em «Imersão clínica» e gostaria de receber mais informações sobre a inscrição e o pagamento.',
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(canvas.queryByText(/^Assunto:/)).toBeNull();
    await expect(canvas.queryByText(/Curso|Pague aqui/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('');
  },
};

/** The whole flow on the page: submit, thank-you. */
export const Submit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome completo/ }), 'Ana Lopes');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mensagem/ }), 'Olá!');
    await userEvent.click(canvas.getByRole('button', { name: /Enviar mensagem/ }));
    await expect(await canvas.findByRole('heading', { name: 'Obrigado pela sua mensagem!' }, { timeout: 4000 })).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en' } };
