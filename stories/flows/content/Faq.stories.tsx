import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMachine } from '@xstate/react';
import { FaqList } from '@/components/content/FaqList';
import { faqMachine } from '@machines/content';

const items = [
  { id: 'q1', question: 'Quem pode participar na mentoria?', answer: 'Terapeutas ocupacionais e estudantes finalistas.' },
  { id: 'q2', question: 'Como são as sessões?', answer: 'Online, por videochamada.' },
  { id: 'q3', question: 'Recebo algum certificado?', answer: 'Sim, uma declaração de horas.' },
];

/** The FAQ list driven by the real machine (machines/content/faq.machine.ts); the state name is shown for QA. */
function FaqFlow({ openId = null }: { openId?: string | null }) {
  const [state, send] = useMachine(faqMachine, { input: { openId } });
  return (
    <>
      <p data-testid="faq-state">{String(state.value)}</p>
      <FaqList
        items={items}
        openId={state.context.openId}
        onToggle={(id) => send({ type: 'faq.toggle', id })}
        onReveal={(id) => send({ type: 'faq.open', id })}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Faq',
  component: FaqFlow,
  parameters: {
    machine: faqMachine,
    statesWithoutStory: { checking: 'transient: always-transition to itemOpen or allClosed at start' },
  },
} satisfies Meta<typeof FaqFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('faq-state');

/** allClosed: no answer visible. */
export const AllClosed: Story = {
  parameters: { machineState: 'allClosed' },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('allClosed');
    await expect(within(canvasElement).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/** itemOpen: a click opens one answer. */
export const ItemOpen: Story = {
  parameters: { machineState: 'itemOpen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Como são as sessões?' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('itemOpen');
    await expect(canvas.getByRole('region', { name: 'Como são as sessões?' })).toBeVisible();
  },
};

/** itemOpen → itemOpen: opening another question closes the first (one at a time). */
export const SwitchItem: Story = {
  args: { openId: 'q1' },
  parameters: { machineState: 'itemOpen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Quem pode participar na mentoria?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Recebo algum certificado?' }));
    await expect(canvas.getByRole('button', { name: 'Recebo algum certificado?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Quem pode participar na mentoria?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
  },
};

/** itemOpen → allClosed: clicking the open question closes it. */
export const CloseOpenItem: Story = {
  args: { openId: 'q2' },
  parameters: { machineState: 'allClosed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Como são as sessões?' }));
    await expect(stateOf(canvasElement)).toHaveTextContent('allClosed');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/** What the browser does when find-in-page matches text in a hidden="until-found" answer. */
function findInPage(panel: HTMLElement) {
  panel.dispatchEvent(new Event('beforematch'));
  panel.removeAttribute('hidden');
}

const panelOf = (canvasElement: HTMLElement, button: HTMLElement) =>
  canvasElement.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`) as HTMLElement;

/** itemOpen → itemOpen: find-in-page reveals another answer; it opens and the first closes (one at a time). */
export const FoundByFindInPage: Story = {
  args: { openId: 'q1' },
  parameters: { machineState: 'allClosed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Quem pode participar na mentoria?' });
    const third = canvas.getByRole('button', { name: 'Recebo algum certificado?' });
    await expect(panelOf(canvasElement, third)).toHaveAttribute('hidden', 'until-found');
    findInPage(panelOf(canvasElement, third));
    await waitFor(() => expect(third).toHaveAttribute('aria-expanded', 'true'));
    await expect(panelOf(canvasElement, third)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(canvasElement, first)).toHaveAttribute('hidden', 'until-found');
    await expect(stateOf(canvasElement)).toHaveTextContent('itemOpen');
    // Closing by hand hides it until found again.
    await userEvent.click(third);
    await expect(stateOf(canvasElement)).toHaveTextContent('allClosed');
    await expect(panelOf(canvasElement, third)).toHaveAttribute('hidden', 'until-found');
  },
};
