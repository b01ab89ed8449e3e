import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMachine } from '@xstate/react';
import { Gallery } from '@/components/content/Gallery';
import { galleryMachine } from '@machines/content';
import { images, immersionGalleryNames } from '@/data/images';

const photos = immersionGalleryNames.map((name, index) => ({ ...images[name], alt: `Fotografia ${index + 1} da imersão` }));

/** The gallery driven by the real machine (machines/content/gallery.machine.ts); the state name is shown for QA. */
function GalleryFlow() {
  const [state, send] = useMachine(galleryMachine, { input: { count: photos.length } });
  return (
    <>
      <p data-testid="gallery-state">
        {String(state.value)} {state.matches('open') ? state.context.index : ''}
      </p>
      <Gallery
        photos={photos}
        openIndex={state.matches('open') ? state.context.index : null}
        onOpen={(index) => send({ type: 'gallery.open', index })}
        onClose={() => send({ type: 'gallery.close' })}
        onNext={() => send({ type: 'gallery.next' })}
        onPrevious={() => send({ type: 'gallery.prev' })}
        labels={{
          open: (index, alt) => `Ampliar foto ${index}: ${alt}`,
          dialogTitle: (index, total) => `Foto ${index} de ${total}`,
          previous: 'Foto anterior',
          next: 'Foto seguinte',
          hint: 'Use as setas do teclado para mudar de foto.',
        }}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Gallery',
  component: GalleryFlow,
  parameters: { machine: galleryMachine },
} satisfies Meta<typeof GalleryFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('gallery-state');

/** closed: thumbnails only. */
export const Closed: Story = {
  parameters: { machineState: 'closed' },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toHaveTextContent('closed');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** open: the chosen photo enlarged; arrows wrap from the last to the first. */
export const Open: Story = {
  parameters: { machineState: 'open' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Ampliar foto 6/ }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Foto 6 de 6' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(document.body).findByRole('dialog', { name: 'Foto 1 de 6' })).toBeVisible();
    await expect(stateOf(canvasElement)).toHaveTextContent('open 0');
  },
};

/** open → closed with Escape. */
export const ClosedAgain: Story = {
  parameters: { machineState: 'closed' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Ampliar foto 1/ }));
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(stateOf(canvasElement)).toHaveTextContent('closed');
  },
};
