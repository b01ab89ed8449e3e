import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordStrengthPanel, type StrengthChecks } from '@/components/auth';
import { t } from '../../support/t';

const none: StrengthChecks = { length: false, longLength: false, upper: false, lower: false, digit: false, special: false };

const meta = {
  title: 'Components/Auth/PasswordStrengthPanel',
  tags: ['status:stable'],
  component: PasswordStrengthPanel,
  args: { level: 3, checks: { ...none, length: true, upper: true, lower: true } },
  argTypes: { level: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A level's story; `labelKey` is the key of its name under strength.levels ('Muito fraca'... 'Excelente'). */
const level = (n: 0 | 1 | 2 | 3 | 4 | 5, labelKey: string, checks: Partial<StrengthChecks>): Story => ({
  args: { level: n, checks: { ...none, ...checks } },
  play: async ({ canvasElement }) => {
    const label = t(`strength.levels.${labelKey}`);
    const meter = within(canvasElement).getByRole('meter', { name: t('strength.title') });
    await expect(meter).toHaveAttribute('aria-valuenow', String(n));
    await expect(meter).toHaveAttribute('aria-valuetext', label);
    await expect(within(canvasElement).getAllByText(label)[0]).toBeVisible();
  },
});

export const VeryWeak = level(0, 'veryWeak', {});
export const Weak = level(1, 'weak', { lower: true });
export const Moderate = level(2, 'moderate', { lower: true, length: true });
export const Strong = level(3, 'strong', { lower: true, length: true, upper: true });
export const VeryStrong = level(4, 'veryStrong', { lower: true, length: true, upper: true, digit: true });
export const Excellent = level(5, 'excellent', {
  lower: true,
  length: true,
  upper: true,
  digit: true,
  special: true,
  longLength: true,
});

/** The checklist says which rules are met, also to screen readers. */
export const Checklist: Story = {
  args: { level: 2, checks: { ...none, length: true, digit: true } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: t('strength.rulesTitle') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent(`${t('strength.rules.length')}: ${t('strength.met')}`);
    await expect(items[1]).toHaveTextContent(`${t('strength.rules.upper')}: ${t('strength.notMet')}`);
  },
};
