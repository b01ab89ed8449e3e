import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField, TextLink } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

/** The site's checkbox is the register form's terms: its sentence, here without the links (see With Links). */
const termsLabel = (
  <>
    <T k="register.acceptTermsPrefix" /> <T k="register.termsLink" /> <T k="register.acceptTermsJoin" />{' '}
    <T k="register.privacyLink" />
  </>
);
const termsText = () =>
  `${t('register.acceptTermsPrefix')} ${t('register.termsLink')} ${t('register.acceptTermsJoin')} ${t('register.privacyLink')}`;

const meta = {
  title: 'Components/UI/CheckboxField',
  tags: ['status:stable'],
  component: CheckboxField,
  args: { label: termsLabel, id: 'acceptTerms', required: false, disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' }, label: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: termsText() });
    await expect(box).not.toBeChecked();
    // The whole label toggles it.
    await userEvent.click(canvas.getByText(termsText()));
    await expect(box).toBeChecked();
  },
};

/** The label may contain links (terms, privacy). */
export const WithLinks: Story = {
  args: {
    id: 'acceptTerms',
    required: true,
    label: (
      <>
        <T k="register.acceptTermsPrefix" />{' '}
        <TextLink to="/termos-condicoes">
          <T k="register.termsLink" />
        </TextLink>{' '}
        <T k="register.acceptTermsJoin" />{' '}
        <TextLink to="/politica">
          <T k="register.privacyLink" />
        </TextLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('register.termsLink') })).toHaveAttribute('href', href('/termos-condicoes'));
    await expect(canvas.getByRole('checkbox')).toBeRequired();
  },
};

export const WithError: Story = {
  tags: ['state:error'],
  args: { required: true, error: tk('register.errors.termsRequired') },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: termsText() });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('register.errors.termsRequired'));
  },
};

export const WithHint: Story = {
  args: { hint: tk('register.hints.optional') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(t('register.hints.optional'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
