import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '@/components/content/Pagination';
import { paginationWindow } from '@machines/content';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/** A page link's name, read when the story renders (in the toolbar's language). */
const pageName = (page: number) => t('publications.pagination.page', { page });

/** The publications page's labels. */
const labels = {
  nav: tk('publications.pagination.label'),
  previous: tk('publications.pagination.previous'),
  next: tk('publications.pagination.next'),
  page: pageName,
  ellipsis: tk('publications.pagination.ellipsis'),
};

const meta = {
  title: 'Components/Content/Pagination',
  tags: ['status:stable'],
  component: Pagination,
  args: {
    items: paginationWindow(1, 3),
    current: 1,
    totalPages: 3,
    hrefFor: (page: number) => `/artigos-teses?pagina=${page}`,
    onNavigate: fn(),
    labels,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three pages (18 publications): all shown, no previous link on page 1. */
export const ThreePages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: pageName(1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: t('publications.pagination.previous') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('publications.pagination.next') })).toHaveAttribute(
      'href',
      href('/artigos-teses?pagina=2'),
    );
    await userEvent.click(canvas.getByRole('link', { name: pageName(3) }));
    await expect(args.onNavigate).toHaveBeenCalledWith(3);
  },
};

/** Twelve pages on page 6: first, last and neighbours with an ellipsis on each side. */
export const WithEllipses: Story = {
  args: { items: paginationWindow(6, 12), current: 6, totalPages: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    await expect(names).toEqual([
      t('publications.pagination.previous'),
      pageName(1),
      pageName(5),
      pageName(6),
      pageName(7),
      pageName(12),
      t('publications.pagination.next'),
    ]);
    await expect(canvas.getAllByText(t('publications.pagination.ellipsis'))).toHaveLength(2);
  },
};

/** Last page: no next link. */
export const LastPage: Story = {
  args: { items: paginationWindow(12, 12), current: 12, totalPages: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: pageName(12) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: t('publications.pagination.next') })).toBeNull();
    await expect(canvas.getAllByText(t('publications.pagination.ellipsis'))).toHaveLength(1);
  },
};
