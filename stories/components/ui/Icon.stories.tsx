import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Icon, iconNames } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  code {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const meta = {
  title: 'Components/UI/Icon',
  tags: ['status:stable'],
  component: Icon,
  args: { name: 'heart', size: 32 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: { type: 'range', min: 12, max: 64, step: 2 } },
    title: { control: 'text' },
    strokeWidth: { control: { type: 'range', min: 1, max: 3, step: 0.25 } },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every icon name. */
export const AllIcons: Story = {
  render: (args) => (
    <Gallery>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </Gallery>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    // Without a title every icon is decorative.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    // The paint comes from the base style sheet's one rule, not from attributes on each icon (#33).
    const svg = canvasElement.querySelector('svg')!;
    const style = getComputedStyle(svg);
    await expect(style.fill).toBe('none');
    await expect(style.stroke).toBe(style.color);
    await expect(style.strokeWidth).toBe('2px');
    await expect(style.strokeLinecap).toBe('round');
    await expect(style.flexShrink).toBe('0');
    for (const attribute of ['fill', 'stroke', 'stroke-width', 'style', 'xmlns', 'focusable'])
      await expect(svg).not.toHaveAttribute(attribute);
  },
};

/** A finer stroke: `strokeWidth` (or `--icon-stroke` on a container, as the star rating does). */
export const FineStroke: Story = {
  args: { strokeWidth: 1.25 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('svg')!).strokeWidth).toBe('1.25px');
  },
};

/** With `title` the icon is an image with that name. */
export const WithTitle: Story = {
  args: { name: 'heartFilled', title: tk('nav.wishlist') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: t('nav.wishlist') })).toBeVisible();
  },
};
