import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LaunchLink } from '@/components/home/MediaCarousel/LaunchLink';
import { MediaSlide } from '@/components/home/MediaCarousel/MediaSlide';
import { MediaViewer } from '@/components/home/MediaCarousel/MediaViewer';
import { media } from '@/data/media';
import { carouselItem } from '../../support/mediaItems';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/**
 * The parts the media carousel (MediaCarousel) is assembled from, each on its own: a slide card, the modal
 * viewer and the launch link. Their titles and alt texts come from `catalog.media.<id>` (toolbar language).
 */
/** Args are each part's props (the stories render three components). */
type PartArgs = Record<string, unknown>;

const meta = {
  title: 'Components/Home/MediaCarousel parts',
  tags: ['status:internal'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<PartArgs>;

export default meta;
type Story = StoryObj<PartArgs>;

const [clip, , photo] = media;
if (clip?.kind !== 'video' || photo?.kind !== 'image') throw new Error('media: item 1 is a video, item 3 a picture');

/** The first media item (a video) and the third (a picture, presenting launch 2). */
const videoItem = carouselItem(clip);
const imageItem = carouselItem(photo, '/lancamento/2');
const photoTitle = () => t(`${photo.key}.title`);

/** LaunchLink: reads "Ver lançamento", named after the item for screen readers, to the launch page. */
export const LaunchLinkNamed: Story = {
  args: { href: '/lancamento/2', title: tk(`${photo.key}.title`) },
  render: (args) => <LaunchLink {...(args as unknown as { href: string; title: string })} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('carousel.seeLaunchLabel', { title: photoTitle() }) });
    await expect(link).toHaveAttribute('href', href('/lancamento/2'));
    await expect(link).toHaveTextContent(t('carousel.seeLaunch'));
  },
};

const onOpen = fn();

/** MediaSlide with a picture: its kind badge, title and launch link; pressing the picture opens it. */
export const SlidePicture: Story = {
  args: { item: imageItem, highlighted: true, playing: false, onOpen },
  render: (args) => <MediaSlide {...(args as unknown as Parameters<typeof MediaSlide>[0])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onOpen.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: photoTitle() })).toBeVisible();
    await expect(canvas.getByText(t('carousel.image'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('carousel.seeLaunchLabel', { title: photoTitle() }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.open', { title: photoTitle() }) }));
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

/** MediaSlide with a video, not selected: the poster in a paused preview, a play mark, no launch link. */
export const SlideVideo: Story = {
  args: { item: videoItem, highlighted: false, playing: false, onOpen },
  render: (args) => <MediaSlide {...(args as unknown as Parameters<typeof MediaSlide>[0])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('carousel.video'))).toBeVisible();
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('poster', clip.poster.src);
    await expect(video?.paused).toBe(true);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const onClose = fn();

/** MediaViewer with a picture: a dialog titled by the item, the full picture with its alt text, the launch link. */
export const ViewerPicture: Story = {
  args: { item: imageItem, onClose },
  render: (args) => <MediaViewer {...(args as unknown as Parameters<typeof MediaViewer>[0])} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    onClose.mockClear();
    const dialog = await page.findByRole('dialog', { name: photoTitle() });
    await expect(within(dialog).getByRole('img', { name: t(`${photo.key}.alt`) })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: t('carousel.seeLaunchLabel', { title: photoTitle() }) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalled();
  },
};

/** MediaViewer with nothing open: no dialog. */
export const ViewerClosed: Story = {
  args: { item: undefined, onClose },
  render: (args) => <MediaViewer {...(args as unknown as Parameters<typeof MediaViewer>[0])} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
