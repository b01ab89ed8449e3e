import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/components/layout';
import { atViewport } from '../../support/viewports';

const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  args: {
    year: 2025,
    providerName: 'Helena Marques',
    contactEmail: 'contacto@terapiaocupacional.example',
    complaintsBookUrl: 'https://www.livroreclamacoes.pt/',
    social: { instagram: 'https://www.instagram.com/', facebook: 'https://www.facebook.com/' },
  },
  argTypes: { year: { control: { type: 'number' } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every link of product §2.8, external ones in a new tab with a hint, the mailto link and the year. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal: [string, string][] = [
      ['Perfil', '/profile'],
      ['Carrinho', '/cart'],
      ['Contacto', '/contact'],
      ['Perguntas frequentes', '/mentorship-details#faq'],
      ['Política de privacidade', '/politica'],
      ['Política de cookies', '/politica-cookies'],
      ['Termos e condições', '/termos-condicoes'],
    ];
    for (const [name, href] of internal) await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    const external: [RegExp, string][] = [
      [/Livro de Reclamações/, 'https://www.livroreclamacoes.pt/'],
      [/Instagram/, 'https://www.instagram.com/'],
      [/Facebook/, 'https://www.facebook.com/'],
    ];
    for (const [name, href] of external) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(expect.stringContaining('(abre num novo separador)'));
    }
    await expect(canvas.getByRole('link', { name: /contacto@terapiaocupacional\.example/ })).toHaveAttribute(
      'href',
      'mailto:contacto@terapiaocupacional.example',
    );
    await expect(canvas.getByText('© 2025 Helena Marques. Todos os direitos reservados.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { year: 2026 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Helena Marques. All rights reserved.')).toBeVisible();
    // The English space (#15): the toolbar's language puts the router under /en/, as on the site.
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/termos-condicoes');
    await expect(canvas.getByRole('link', { name: /questions/i })).toHaveAttribute('href', '/en/mentorship-details#faq');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  },
};
