import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionNotice } from '@/components/layout';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/**
 * The polite notice that the connection dropped or came back (#39), at the foot of the screen. The site
 * keeps its live region empty until the browser reports a change.
 */
const meta = {
  title: 'Components/Layout/ConnectionNotice',
  tags: ['status:stable'],
  component: ConnectionNotice,
} satisfies Meta<typeof ConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty live region: nothing shows. */
export const Quiet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The connection dropped. */
export const Offline: Story = {
  args: { message: tk('connection.lost'), tone: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('connection.lost'));
  },
};

/** The connection came back. */
export const BackOnline: Story = {
  args: { message: tk('connection.back'), tone: 'online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('connection.back'));
  },
};
