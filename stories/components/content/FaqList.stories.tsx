import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FaqList } from '@/components/content/FaqList';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

/** Three of the mentorship page's questions (`mentorship.faq.<i>`), in the toolbar's language. */
const faq = { q1: 0, q2: 2, q3: 4 } as const;
const question = (id: keyof typeof faq) => `mentorship.faq.${faq[id]}.question`;
const answer = (id: keyof typeof faq) => `mentorship.faq.${faq[id]}.answer`;
const items = (['q1', 'q2', 'q3'] as const).map((id) => ({ id, question: tk(question(id)), answer: tk(answer(id)) }));

const meta = {
  title: 'Components/Content/FaqList',
  tags: ['status:stable'],
  component: FaqList,
  args: { items, openId: null, onToggle: fn(), onReveal: fn() },
  argTypes: { openId: { control: 'inline-radio', options: [null, 'q1', 'q2', 'q3'] } },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every answer hidden until found (find-in-page can reach it); a click asks to toggle that item. */
export const AllClosed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(3);
    await expect(canvas.queryByText(t(answer('q2')))).not.toBeVisible();
    for (const button of canvas.getAllByRole('button')) {
      const panel = canvasElement.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`);
      await expect(panel).toHaveAttribute('hidden', 'until-found');
    }
    await userEvent.click(canvas.getByRole('button', { name: t(question('q2')) }));
    await expect(args.onToggle).toHaveBeenCalledWith('q2');
  },
};

/** One answer open: its button is expanded and controls the visible region. */
export const OneOpen: Story = {
  args: { openId: 'q2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t(question('q2')) });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: t(question('q2')) });
    await expect(region).toHaveAttribute('id', button.getAttribute('aria-controls'));
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(2);
  },
};

/**
 * Find-in-page matched text in a closed answer: the browser fires `beforematch` on it (then reveals it);
 * the list asks to open that item. (A closed answer takes no more room than its question.)
 */
export const FoundByFindInPage: Story = {
  args: { openId: 'q1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t(question('q3')) });
    const panel = canvasElement.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    await expect(panel.getBoundingClientRect().height).toBe(0);
    panel.dispatchEvent(new Event('beforematch'));
    await expect(args.onReveal).toHaveBeenCalledWith('q3');
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
