import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AboutSection } from '@/components/home/AboutSection';
import { imageAltKey, images } from '@/data/images';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Home/AboutSection',
  tags: ['status:stable'],
  component: AboutSection,
  args: {
    id: 'about',
    name: 'Helena Marques',
    image: { ...images.about, alt: tk(imageAltKey('about')) },
    detailHref: '/about-detail',
    defaultExpanded: false,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Collapsed: only the intro; 'Ler mais' (aria-expanded false) reveals the rest and becomes 'Ler menos'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.about.title', { name: 'Helena Marques' }) })).toHaveAttribute(
      'id',
      'about',
    );
    const more = canvas.queryByText(t('home.about.more.0'));
    await expect(more).not.toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('home.about.readMore') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText(t('home.about.more.0'))).toBeVisible();
    const less = canvas.getByRole('button', { name: t('home.about.readLess') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(canvas.getByText(t('home.about.more.0'))).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: t('home.about.cta') })).toHaveAttribute('href', href('/about-detail'));
  },
};

/** Expanded: the whole text and 'Ler menos'. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('home.about.more.1'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('home.about.readLess') })).toHaveAttribute('aria-expanded', 'true');
  },
};
