import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/components/ui';
import { LaunchDetails } from '@/components/catalog/LaunchDetails';
import { launches } from '@/data/launches';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Catalog/LaunchDetails',
  tags: ['status:stable'],
  component: LaunchDetails,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: tk('launch.eyebrow'),
    title: tk('catalog.launches.0.title'),
    description: tk('catalog.launches.0.description'),
    image: { ...launches[0]!.image, alt: '' },
    priceLabel: tk('launch.priceLabel'),
    price: 'R$297,00',
    installments: tk('launch.installments', { installments: '12x R$24,75' }),
    benefitsTitle: tk('launch.benefitsTitle'),
    benefits: [tk('catalog.launches.0.benefits.0'), tk('catalog.launches.0.benefits.4')],
    actions: (
      <>
        <ButtonLink to="/contact?subject=launch-0" size="lg">
          <T k="launch.buyNow" />
        </ButtonLink>
        <ButtonLink to="/" size="lg" variant="outline">
          <T k="launch.back" />
        </ButtonLink>
      </>
    ),
    note: tk('launch.buyNote'),
  },
} satisfies Meta<typeof LaunchDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** BRL price, 12 installments, benefits and the actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('launch-price')).toHaveTextContent('R$297,00');
    await expect(canvas.getByText(t('launch.installments', { installments: '12x R$24,75' }))).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('launch.back') })).toHaveAttribute('href', href('/'));
  },
};

/** With a closing block beside the benefits. */
export const WithClosing: Story = {
  args: {
    closing: (
      <div>
        <p>
          <T k="launch.ctaTitle" />
        </p>
        <ButtonLink to="/contact">
          <T k="launch.buyNow" />
        </ButtonLink>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: t('launch.buyNow') })).toHaveLength(2);
  },
};
