import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaCarousel, type CarouselMediaItem } from '@/components/home/MediaCarousel';
import { media } from '@/data/media';
import { expectDescriptiveLinkText } from '../../support/links';

const titles = [
  'Apresentação do Módulo 3',
  'Fundamentos da integração sensorial',
  'Material de estudo do Módulo 1',
  'Bastidores da formação presencial',
  'O brincar como ocupação',
  'Curso de Avaliação em Integração Sensorial',
  'Imersão: semana prática',
  'Rotinas sensoriais em família',
  'Mentoria para terapeutas',
];

const items: CarouselMediaItem[] = media.map((item, i) =>
  item.kind === 'video'
    ? {
        id: item.id,
        kind: 'video',
        title: titles[i]!,
        alt: titles[i]!,
        image: item.poster,
        videoSrc: item.src,
        ...(i === 0 ? { launchHref: '/lancamento/0' } : {}),
      }
    : {
        id: item.id,
        kind: 'image',
        title: titles[i]!,
        alt: titles[i]!,
        image: item.image,
        ...(i === 2 ? { launchHref: '/lancamento/2' } : {}),
      },
);

const meta = {
  title: 'Components/Home/MediaCarousel',
  component: MediaCarousel,
  args: {
    id: 'lancamentos',
    items,
    index: 1,
    perView: 3,
    windowStart: 0,
    rotating: false,
    userPaused: false,
    speedMs: 200,
    allowPlayback: false,
    openIndex: null,
    onNext: fn(),
    onPrev: fn(),
    onGoTo: fn(),
    onKey: fn(),
    onSwipe: fn(),
    onPause: fn(),
    onResume: fn(),
    onToggleRotation: fn(),
    onOpen: fn(),
    onClose: fn(),
  },
  argTypes: {
    index: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    windowStart: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    perView: { control: 'inline-radio', options: [1, 3] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MediaCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three per view (wide screens): slides outside the window are hidden from assistive tech and inert; controls report. */
export const ThreePerView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Lançamentos em destaque' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(canvas.getAllByRole('group', { name: /de 9:/ })).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'Posição no carrossel' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: 'Ir para o diapositivo 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositivo seguinte' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositivo anterior' }));
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o diapositivo 5' }));
    await expect(args.onGoTo).toHaveBeenCalledWith(4);
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onKey).toHaveBeenCalledWith('ArrowRight');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir «Fundamentos da integração sensorial» em tamanho grande' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('link', { name: 'Ver lançamento «Apresentação do Módulo 3»' })).toHaveAttribute(
      'href',
      '/lancamento/0',
    );
  },
};

/** One per view (below 768 px). */
export const OnePerView: Story = {
  args: { perView: 1, index: 4, windowStart: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /de 9:/ })).toHaveLength(1);
  },
};

/** Rotating: aria-live off, the toggle offers to pause. */
export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar a passagem automática' }));
    await expect(args.onToggleRotation).toHaveBeenCalledTimes(1);
  },
};

/** Paused by the user: the toggle offers to resume; changes are announced politely. */
export const UserPaused: Story = {
  args: { userPaused: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retomar a passagem automática' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Reduced motion: nothing rotates, so there is no rotation toggle. */
export const ReducedMotion: Story = {
  args: { userPaused: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /passagem automática/ })).toBeNull();
  },
};

/** The modal with the video playing with sound (controls, not muted). */
export const ModalWithVideo: Story = {
  args: { openIndex: 0 },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Apresentação do Módulo 3' });
    const video = dialog.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('controls');
    await expect(video!.muted).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The modal with an image. */
export const ModalWithImage: Story = {
  args: { openIndex: 2, index: 2, windowStart: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Material de estudo do Módulo 1',
    });
    await expect(within(dialog).getByRole('img', { name: 'Material de estudo do Módulo 1' })).toBeVisible();
    const launch = within(dialog).getByRole('link', { name: 'Ver lançamento «Material de estudo do Módulo 1»' });
    await expect(launch).toHaveAttribute('href', '/lancamento/2');
    await expectDescriptiveLinkText(launch);
  },
};

export const English: Story = { globals: { locale: 'en' } };
