import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '@/components/ui';
import { VisuallyHidden } from '@/components/ui/internal/VisuallyHidden';
import { BusyButton, FieldGrid, FormStack, LinkRow, Note } from '@/components/auth/internal/FormParts';
import { CarouselControls } from '@/components/home/internal/CarouselControls';
import { SectionIntro } from '@/components/home/internal/SectionIntro';
import { OutcomeLayout } from '@/components/commerce/internal/OutcomeLayout';

/**
 * The internal building blocks several feature components share: shown here so designers can review
 * them on their own. Each story asserts what a user (or a screen reader) gets.
 */
const meta = {
  title: 'Components/Internal parts',
  tags: ['status:internal'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();
const controls = { onGoTo: fn(), onPrevious: fn(), onNext: fn(), onToggle: fn() };

/** VisuallyHidden: text that screen readers announce but that takes no space on screen. */
export const VisuallyHiddenText: Story = {
  render: () => (
    <button type="button">
      <Icon name="cart" size={20} />
      <VisuallyHidden>Carrinho (2 artigos)</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Carrinho (2 artigos)' });
    const hidden = within(button).getByText('Carrinho (2 artigos)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** FormParts: the account forms' layout pieces and the submit button that keeps its busy label. */
export const AccountFormParts: Story = {
  render: () => {
    return (
      <FormStack
        aria-label="Exemplo"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FieldGrid>
          <label>
            Nome <input name="name" />
          </label>
          <label>
            Email <input name="email" type="email" />
          </label>
        </FieldGrid>
        <Note>Os campos marcados são obrigatórios.</Note>
        <BusyButton busy={false} busyLabel="Registrando...">
          Criar conta
        </BusyButton>
        <BusyButton busy busyLabel="Registrando...">
          Criar conta
        </BusyButton>
        <LinkRow>
          Já tem conta? <a href="/login">Entrar</a>
        </LinkRow>
      </FormStack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    const busy = canvas.getByRole('button', { name: 'Registrando...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** CarouselControls: dots (the current one marked), arrows and the pause/play toggle of the home carousels. */
export const CarouselControlsStates: Story = {
  render: () => {
    const a = controls;
    return (
      <CarouselControls
        positions={5}
        current={2}
        dotLabel={(position) => `Ir para o diapositivo ${position + 1}`}
        dotsLabel="Escolher diapositivo"
        onGoTo={a.onGoTo}
        previousLabel="Diapositivo anterior"
        nextLabel="Diapositivo seguinte"
        onPrevious={a.onPrevious}
        onNext={a.onNext}
        rotation={{ playing: true, pauseLabel: 'Pausar a passagem automática', playLabel: 'Retomar', onToggle: a.onToggle }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = controls;
    Object.values(a).forEach((mock) => mock.mockClear());
    await expect(canvas.getByRole('button', { name: 'Ir para o diapositivo 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o diapositivo 5' }));
    await expect(a.onGoTo).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositivo seguinte' }));
    await expect(a.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositivo anterior' }));
    await expect(a.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar a passagem automática' }));
    await expect(a.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** SectionIntro: eyebrow, heading and lead that open each home section. */
export const SectionIntroBlock: Story = {
  render: () => (
    <section aria-labelledby="intro-demo">
      <SectionIntro
        headingId="intro-demo"
        eyebrow="Formações"
        title="Cursos para aprofundar a prática"
        lead="Presenciais e online."
      />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cursos para aprofundar a prática' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cursos para aprofundar a prática' })).toBeVisible();
  },
};

/** OutcomeLayout: the frame of the payment success and cancelled pages. */
export const OutcomeLayoutFrame: Story = {
  render: () => (
    <OutcomeLayout icon="check" tone="success" title="Pagamento concluído" lead="Obrigado pela sua compra.">
      <p>Próximos passos…</p>
    </OutcomeLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pagamento concluído' })).toBeVisible();
    await expect(canvas.getByText('Obrigado pela sua compra.')).toBeVisible();
  },
};
