import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { CheckboxField, PasswordField, SelectField, TextareaField, TextField } from '@/components/ui';
import { Matrix } from '../../support/Matrix';
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

const STATES = ['default', 'with hint', 'with error', 'disabled'] as const;
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

/**
 * The five fields in their four states. Focus is real: press Tab to see the focus ring move through them.
 * Every error is linked to its field (aria-describedby) and marks it invalid.
 */
export const EveryFieldEveryState: Story = {
  render: () => <EveryField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getAllByRole('textbox', { name: t('register.fields.email') });
    await expect(email).toHaveLength(STATES.length);
    await expect(email[2]).toHaveAttribute('aria-invalid', 'true');
    await expect(email[2]).toHaveAccessibleDescription(t('register.errors.emailInvalid'));
    await expect(email[3]).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')[2]).toHaveAccessibleDescription(t('register.errors.termsRequired'));
  },
};
