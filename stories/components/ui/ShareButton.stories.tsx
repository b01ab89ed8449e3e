import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton } from '@/components/ui';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const URL = 'https://www.example.pt/course/1';

/**
 * Replaces the browser's share sheet and clipboard for one story (restored after it): `share` and
 * `writeText` record their calls; `share: undefined` is a browser without a share sheet.
 */
function stubNavigator({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText: (text: string) => Promise<void>;
}) {
  return () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { clipboard?: unknown }).clipboard;
    };
  };
}

const share = fn(async (_data: ShareData) => {});
const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Components/UI/ShareButton',
  tags: ['status:stable'],
  component: ShareButton,
  args: {
    url: URL,
    title: tk('catalog.courses.1.title'),
    canShare: false,
    shareLabel: tk('share.share'),
    copyLabel: tk('share.copy'),
    onOutcome: fn(),
  },
  beforeEach: () => {
    share.mockReset();
    writeText.mockReset();
  },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A browser with a share sheet (phones): the sheet gets the title and the page's address; nothing is copied. */
export const WithShareSheet: Story = {
  args: { canShare: true },
  beforeEach: stubNavigator({ share, writeText }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('share.share') }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('shared'));
    await expect(share).toHaveBeenCalledWith({ title: t('catalog.courses.1.title'), url: URL });
    await expect(writeText).not.toHaveBeenCalled();
  },
};

/** No share sheet (most desktop browsers): the address is copied and the page is told, to confirm it. */
export const CopyLink: Story = {
  beforeEach: stubNavigator({ share: undefined, writeText }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('share.copy') }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('copied'));
    await expect(writeText).toHaveBeenCalledWith(URL);
  },
};

/** The visitor closes the share sheet: nothing is copied and nothing needs saying. */
export const ShareCancelled: Story = {
  args: { canShare: true },
  beforeEach: stubNavigator({
    share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    writeText,
  }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('share.share') }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('cancelled'));
    await expect(writeText).not.toHaveBeenCalled();
  },
};

/** The clipboard refuses (no permission): the page is told it failed, to say so. */
export const CopyFailed: Story = {
  tags: ['state:error'],
  beforeEach: stubNavigator({ share: undefined, writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('share.copy') }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('failed'));
  },
};
