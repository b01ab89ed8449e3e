import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from '@/components/layout';
import { t } from '../../support/t';

function Demo(args: LanguageSwitchProps) {
  const [language, setLanguage] = useState(args.language);
  return (
    <LanguageSwitch
      language={language}
      onChange={(lng) => {
        args.onChange(lng);
        setLanguage(lng);
      }}
    />
  );
}

const meta = {
  title: 'Components/Layout/LanguageSwitch',
  tags: ['status:stable'],
  component: LanguageSwitch,
  args: { language: 'pt', onChange: fn() },
  argTypes: { language: { control: 'inline-radio', options: ['pt', 'en'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Portuguese active (pressed); choosing EN reports 'en' and presses it. */
export const PT: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pt = canvas.getByRole('button', { name: t('languages.pt') });
    const en = canvas.getByRole('button', { name: t('languages.en') });
    await expect(pt).toHaveAttribute('aria-pressed', 'true');
    await expect(en).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(en);
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(en).toHaveAttribute('aria-pressed', 'true');
  },
};

/** English active; pressing the active language again does nothing. */
export const EN: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const en = canvas.getByRole('button', { name: t('languages.en') });
    await expect(en).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(en);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: t('languages.label') })).toBeVisible();
  },
};
