import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { colord } from 'colord';
import { CheckboxField, PasswordField, SelectField, TextareaField, TextField } from '@/components/ui';
import { theme } from '@/theme';
import { Matrix, PSEUDO_STATES, pseudoStatesDrawn } from '../../support/Matrix';
import { t } from '../../support/t';

/**
 * Every form field of the design system in every state, side by side: the table the form-fields guidance
 * page shows. The copy is the register and contact forms' own, in the toolbar's language.
 */
const meta = {
  title: 'Components/UI/Form fields',
  tags: ['status:stable'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The interactive states (drawn by the pseudo-states addon), then the content states. */
const STATES = ['rest', 'hover', 'focus-visible', 'with hint', 'with error', 'disabled'] as const;
type FieldState = (typeof STATES)[number];

function props(kind: string, state: FieldState, hint: string, error: string) {
  return {
    id: `${kind}-${state.replace(/ /g, '-')}`,
    hint: state === 'with hint' ? hint : undefined,
    error: state === 'with error' ? error : undefined,
    disabled: state === 'disabled',
  };
}

function EveryField() {
  const { t: translate } = useTranslation();
  const optional = translate('register.hints.optional');
  const genders = (['F', 'M', 'O', 'PNS'] as const).map((value) => ({ value, label: translate(`register.genders.${value}`) }));
  const rows = [
    {
      label: 'TextField',
      cells: STATES.map((state) => (
        <TextField
          key={state}
          type="email"
          label={translate('register.fields.email')}
          {...props('email', state, optional, translate('register.errors.emailInvalid'))}
        />
      )),
    },
    {
      label: 'PasswordField',
      cells: STATES.map((state) => (
        <PasswordField
          key={state}
          label={translate('register.fields.password')}
          {...props(
            'password',
            state,
            translate('register.hints.password'),
            translate('register.errors.passwordMin', { min: 8 }),
          )}
        />
      )),
    },
    {
      label: 'SelectField',
      cells: STATES.map((state) => (
        <SelectField
          key={state}
          label={translate('register.fields.gender')}
          options={genders}
          placeholder={translate('register.placeholders.gender')}
          defaultValue=""
          {...props('gender', state, optional, translate('register.errors.genderInvalid'))}
        />
      )),
    },
    {
      label: 'TextareaField',
      cells: STATES.map((state) => (
        <TextareaField
          key={state}
          label={translate('contactForm.message')}
          rows={3}
          {...props('message', state, optional, translate('contactForm.errors.messageRequired'))}
        />
      )),
    },
    {
      label: 'CheckboxField',
      cells: STATES.map((state) => (
        <CheckboxField
          key={state}
          label={`${translate('register.acceptTermsPrefix')} ${translate('register.termsLink')}`}
          {...props('terms', state, optional, translate('register.errors.termsRequired'))}
        />
      )),
    },
  ];
  return <Matrix caption="Form fields: field x state" columns={STATES} rows={rows} cellWidth={200} />;
}

const column = (state: (typeof STATES)[number]) => STATES.indexOf(state);

/**
 * The five fields in their states. Hover and keyboard focus are drawn in their columns (the pseudo-states
 * addon); the rest column is live: press Tab to see the focus ring move through it. Every error is linked to
 * its field (aria-describedby) and marks it invalid.
 */
export const EveryFieldEveryState: Story = {
  parameters: PSEUDO_STATES,
  render: () => <EveryField />,
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    const email = canvas.getAllByRole('textbox', { name: t('register.fields.email') });
    await expect(email).toHaveLength(STATES.length);
    const withError = email[column('with error')]!;
    await expect(withError).toHaveAttribute('aria-invalid', 'true');
    await expect(withError).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
    await expect(email[column('disabled')]).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')[column('with error')]).toHaveAccessibleDescription(
      t('register.errors.termsRequired'),
    );

    await pseudoStatesDrawn(canvasElement, id);
    const style = (state: (typeof STATES)[number]) => getComputedStyle(email[column(state)]!);
    // Under the pointer a field's edge darkens to the text colour; at rest it is the strong border colour.
    await waitFor(() => expect(style('hover').borderTopColor).toBe(colord(theme.colors.text).toRgbString()));
    await expect(style('rest').borderTopColor).toBe(colord(theme.colors.borderStrong).toRgbString());
    // Focused from the keyboard: the focus ring, on this column only.
    await expect(style('focus-visible').outlineColor).toBe(colord(theme.colors.focus).toRgbString());
    await expect(style('focus-visible').outlineStyle).toBe('solid');
    await expect(style('rest').outlineStyle).toBe('none');
  },
};
