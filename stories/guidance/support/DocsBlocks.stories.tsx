import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button, Modal, Text, TextField } from '@/components/ui';
import { T } from '../../support/translatedArgs';
import { t } from '../../support/t';
import { Anatomy } from './Anatomy';
import { Do, DoDont, Dont } from './DoDont';
import { StatusTag } from './StatusTag';
import { StillDialogs } from './StillDialogs';
import { Wording } from './Wording';
import { textOf } from './texts';

/**
 * The blocks the guidance pages (stories/guidance/*.mdx) are written with, each in its own story so axe checks
 * them (in both languages, with `npm run test:stories:en`) and their plays pin what a page relies on.
 */
const meta = {
  title: 'Guidance/Docs blocks',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusTags: Story = {
  render: () => (
    <>
      <StatusTag status="stable" />
      <StatusTag status="beta" />
      <StatusTag status="deprecated" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['stable', 'beta', 'deprecated']) await expect(canvas.getByText(status)).toBeVisible();
  },
};

export const DoAndDont: Story = {
  render: () => (
    <DoDont>
      <Do caption="One primary action per view; the other is outline.">
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button>
            <T k="cart.checkout" />
          </Button>
          <Button variant="outline">
            <T k="cart.continue" />
          </Button>
        </div>
      </Do>
      <Dont caption="Two primaries side by side: neither stands out.">
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button>
            <T k="cart.checkout" />
          </Button>
          <Button>
            <T k="cart.continue" />
          </Button>
        </div>
      </Dont>
    </DoDont>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [good, bad] = canvas.getAllByRole('figure');
    await expect(within(good!).getByText('Do')).toBeVisible();
    await expect(within(bad!).getByText("Don't")).toBeVisible();
    // Each panel renders the real component, in the toolbar's language.
    await expect(await within(good!).findByRole('button', { name: t('cart.checkout') })).toBeVisible();
    await expect(within(bad!).getAllByRole('button')).toHaveLength(2);
  },
};

export const AnatomyOfAField: Story = {
  render: () => (
    <Anatomy
      caption="A text field"
      width={300}
      parts={[
        { name: 'Label', note: 'always visible; a real label for the input.', target: 'label' },
        { name: 'Control', note: 'the input itself.', target: 'input' },
        { name: 'Error', note: 'what to do, linked to the input.', target: '[id$="-error"]' },
      ]}
    >
      <TextField id="anatomy-email" label={t('register.fields.email')} error={t('register.errors.emailInvalid')} />
    </Anatomy>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // Every part is found and numbered where it is drawn.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-callout]')).toHaveLength(3));
    await expect(canvasElement.querySelector('[data-missing-part]')).toBeNull();
  },
};

export const AnatomyWithAMissingPart: Story = {
  render: () => (
    <Anatomy caption="A button" parts={[{ name: 'Icon', note: 'not in this example.', target: 'svg' }]}>
      <Button>
        <T k="cart.checkout" />
      </Button>
    </Anatomy>
  ),
  play: async ({ canvasElement }) => {
    // A selector that matches nothing is said in the list, not silently dropped.
    await waitFor(() => expect(canvasElement.querySelector('[data-missing-part]')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('[data-callout]')).toHaveLength(0);
  },
};

export const BothLanguages: Story = {
  render: () => <Wording caption="Cart buttons" keys={['cart.checkout', 'cart.continue', 'no.such.key']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both files' texts, whatever the toolbar's language.
    await expect(canvas.getByText(textOf('cart.checkout', 'pt'))).toHaveAttribute('lang', 'pt-PT');
    await expect(canvas.getByText(textOf('cart.checkout', 'en'))).toHaveAttribute('lang', 'en');
    await expect(canvasElement.querySelectorAll('[data-missing]')).toHaveLength(1);
  },
};

export const ModalDrawnInPlace: Story = {
  render: () => (
    <StillDialogs>
      <Modal open onClose={() => {}} title={t('mockCheckout.title')}>
        <Text>
          <T k="mockCheckout.notice" />
        </Text>
      </Modal>
    </StillDialogs>
  ),
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.querySelector('dialog')!;
    // Open and drawn, but not modal: the page behind stays usable, scrolls, and keeps its focus.
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await expect(dialog.matches(':modal')).toBe(false);
    await expect(document.body.style.overflow).not.toBe('hidden');
    await expect(dialog.contains(document.activeElement)).toBe(false);
    await expect(within(canvasElement).getByRole('heading', { name: t('mockCheckout.title') })).toBeVisible();
  },
};
