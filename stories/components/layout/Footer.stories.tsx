import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/components/layout';
import { href, startsWith, t } from '../../support/t';
import { atViewport } from '../../support/viewports';

const meta = {
  title: 'Components/Layout/Footer',
  tags: ['status:stable'],
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

/** Every footer link, external ones in a new tab with a hint, the mailto link and the year (product §2.8). */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal: [string, string][] = [
      [t('footer.profile'), '/profile'],
      [t('footer.cart'), '/cart'],
      [t('footer.contact'), '/contact'],
      [t('footer.faq'), '/mentorship-details#faq'],
      [t('footer.privacy'), '/politica'],
      [t('footer.cookies'), '/politica-cookies'],
      [t('footer.terms'), '/termos-condicoes'],
    ];
    for (const [name, path] of internal) await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href(path));
    const external: [RegExp, string][] = [
      [startsWith('footer.complaints'), 'https://www.livroreclamacoes.pt/'],
      [startsWith('footer.instagram'), 'https://www.instagram.com/'],
      [startsWith('footer.facebook'), 'https://www.facebook.com/'],
    ];
    for (const [name, url] of external) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(expect.stringContaining(t('footer.newTab')));
    }
    await expect(canvas.getByRole('link', { name: /contacto@terapiaocupacional\.example/ })).toHaveAttribute(
      'href',
      'mailto:contacto@terapiaocupacional.example',
    );
    await expect(canvas.getByText(t('footer.copyright', { year: 2025, name: 'Helena Marques' }))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  },
};
