import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '@/components/content/Pagination';
import { paginationWindow } from '@machines/publications';

const labels = {
  nav: 'Paginação das publicações',
  previous: 'Página anterior',
  next: 'Página seguinte',
  page: (page: number) => `Página ${page}`,
  ellipsis: 'Mais páginas',
};

const meta = {
  title: 'Components/Content/Pagination',
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
    await expect(canvas.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Página anterior' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Página seguinte' })).toHaveAttribute('href', '/artigos-teses?pagina=2');
    await userEvent.click(canvas.getByRole('link', { name: 'Página 3' }));
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
      'Página anterior',
      'Página 1',
      'Página 5',
      'Página 6',
      'Página 7',
      'Página 12',
      'Página seguinte',
    ]);
    await expect(canvas.getAllByText('Mais páginas')).toHaveLength(2);
  },
};

/** Last page: no next link. */
export const LastPage: Story = {
  args: { items: paginationWindow(12, 12), current: 12, totalPages: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Página 12' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Página seguinte' })).toBeNull();
    await expect(canvas.getAllByText('Mais páginas')).toHaveLength(1);
  },
};
