import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui';
import { VisuallyHidden } from '@/components/ui/internal/VisuallyHidden';
import { BusyButton, FieldGrid, FormStack, LinkRow, Note } from '@/components/auth/internal/FormParts';
import { AuthForm } from '@/components/auth/internal/AuthForm';
import { CarouselControls } from '@/components/home/internal/CarouselControls';
import { SectionIntro } from '@/components/home/internal/SectionIntro';
import { OutcomeLayout } from '@/components/commerce/internal/OutcomeLayout';
import { T } from '../../support/translatedArgs';
import { t } from '../../support/t';

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
      <VisuallyHidden>
        <T k="nav.cartCount" options={{ count: 2 }} />
      </VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('nav.cartCount', { count: 2 }) });
    const hidden = within(button).getByText(t('nav.cartCount', { count: 2 }));
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The register form's copy in the pieces, in the toolbar's language. */
function AccountForm() {
  const { t: translate } = useTranslation();
  return (
    <FormStack
      aria-label={translate('register.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FieldGrid>
        <label>
          {translate('register.fields.fullName')} <input name="name" />
        </label>
        <label>
          {translate('register.fields.email')} <input name="email" type="email" />
        </label>
      </FieldGrid>
      <Note>{translate('register.requiredNote')}</Note>
      <BusyButton busy={false} busyLabel={translate('register.submitting')}>
        {translate('register.submit')}
      </BusyButton>
      <BusyButton busy busyLabel={translate('register.submitting')}>
        {translate('register.submit')}
      </BusyButton>
      <LinkRow>
        {translate('register.haveAccount')} <a href="/login">{translate('register.login')}</a>
      </LinkRow>
    </FormStack>
  );
}

/** FormParts: the account forms' layout pieces and the submit button that keeps its busy label. */
export const AccountFormParts: Story = {
  render: () => <AccountForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: t('register.submit') }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    const busy = canvas.getByRole('button', { name: t('register.submitting') });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

const onAuthSubmit = fn();

/** An account form around one field: named by its heading, submitting through `onAuthSubmit` unless busy. */
function RecoveryLikeForm({ busy }: { busy: boolean }) {
  const { t: translate } = useTranslation();
  return (
    <section>
      <h2 id="auth-form-demo">{translate('recovery.title')}</h2>
      <AuthForm labelledBy="auth-form-demo" busy={busy} onSubmit={onAuthSubmit}>
        <label>
          {translate('recovery.email')} <input name="email" type="email" />
        </label>
        <button type="submit">{translate('recovery.submit')}</button>
      </AuthForm>
    </section>
  );
}

/** AuthForm: named by its heading, no native validation (the machine validates), submits once per press. */
export const AuthFormSubmits: Story = {
  render: () => <RecoveryLikeForm busy={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onAuthSubmit.mockClear();
    const form = canvas.getByRole('form', { name: t('recovery.title') });
    await expect(form).toHaveAttribute('novalidate');
    // An invalid address still reaches the machine: no browser bubble stops it.
    await userEvent.type(canvas.getByRole('textbox', { name: t('recovery.email') }), 'not-an-address{Enter}');
    await expect(onAuthSubmit).toHaveBeenCalledTimes(1);
  },
};

/** AuthForm while busy: a second press or Enter does not submit again. */
export const AuthFormBusy: Story = {
  tags: ['state:loading'],
  render: () => <RecoveryLikeForm busy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onAuthSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: t('recovery.submit') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('recovery.email') }), 'a{Enter}');
    await expect(onAuthSubmit).not.toHaveBeenCalled();
  },
};

/** The home carousels' control labels, in the toolbar's language. */
function Controls() {
  const { t: translate } = useTranslation();
  const a = controls;
  return (
    <CarouselControls
      positions={5}
      current={2}
      dotLabel={(position) => translate('carousel.goTo', { index: position + 1 })}
      dotsLabel={translate('carousel.dotsLabel')}
      onGoTo={a.onGoTo}
      previousLabel={translate('carousel.previous')}
      nextLabel={translate('carousel.next')}
      onPrevious={a.onPrevious}
      onNext={a.onNext}
      rotation={{
        playing: true,
        pauseLabel: translate('carousel.pause'),
        playLabel: translate('carousel.play'),
        onToggle: a.onToggle,
      }}
    />
  );
}

/** CarouselControls: dots (the current one marked), arrows and the pause/play toggle of the home carousels. */
export const CarouselControlsStates: Story = {
  render: () => <Controls />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = controls;
    Object.values(a).forEach((mock) => mock.mockClear());
    await expect(canvas.getByRole('button', { name: t('carousel.goTo', { index: 3 }) })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 5 }) }));
    await expect(a.onGoTo).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(a.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(a.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.pause') }));
    await expect(a.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** SectionIntro: eyebrow, heading and lead that open each home section. */
export const SectionIntroBlock: Story = {
  render: () => (
    <section aria-labelledby="intro-demo">
      <SectionIntro
        headingId="intro-demo"
        eyebrow={<T k="home.courses.eyebrow" />}
        title={<T k="home.courses.title" />}
        lead={<T k="home.courses.lead" />}
      />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.courses.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('home.courses.title') })).toBeVisible();
  },
};

/** OutcomeLayout: the frame of the payment success and cancelled pages. */
export const OutcomeLayoutFrame: Story = {
  render: () => (
    <OutcomeLayout icon="check" tone="success" title={<T k="paymentSuccess.title" />} lead={<T k="paymentSuccess.lead" />}>
      <p>
        <T k="paymentSuccess.nextTitle" />
      </p>
    </OutcomeLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('paymentSuccess.title') })).toBeVisible();
    await expect(canvas.getByText(t('paymentSuccess.lead'))).toBeVisible();
  },
};
