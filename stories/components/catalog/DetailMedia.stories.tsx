import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui';
import { DetailMedia } from '@/components/catalog/DetailLayout';
import { books } from '@/data/books';
import { courses } from '@/data/courses';
import { expectImagesUncropped } from '../../support/images';

/** Book 1's cover with the discount badge, its alternative text in the toolbar's language. */
function DiscountedCover() {
  const { t } = useTranslation();
  return (
    <DetailMedia
      kind="cover"
      image={{ ...books[0]!.image, alt: t('book.coverAlt', { title: t('catalog.books.1.title') }) }}
      overlay={
        <Badge tone="accent" solid>
          -20%
        </Badge>
      }
    />
  );
}

/** The product picture in a detail page's hero: a portrait book cover or a landscape photo. */
const meta = {
  title: 'Components/Catalog/DetailMedia',
  tags: ['status:stable'],
  component: DetailMedia,
  args: { kind: 'photo', image: { ...courses[1]!.image, alt: '' } },
  argTypes: { kind: { control: 'inline-radio', options: ['cover', 'photo'] }, overlay: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A landscape photo fills its column, uncropped, and loads first (it is the page's largest paint). */
export const Photo: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expectImagesUncropped(canvasElement);
  },
};

/** A book cover is at most 22 rem wide and centred, with the discount over its corner. */
export const CoverWithOverlay: Story = {
  render: () => <DiscountedCover />,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(22 * 16 + 0.5);
    await expect(within(canvasElement).getByText('-20%')).toBeVisible();
    await expectImagesUncropped(canvasElement);
  },
};
