import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileCard } from '@/components/auth';
import { countryName } from '@machines/auth';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const FIELDS = ['fullName', 'email', 'age', 'birthDate', 'gender', 'phone', 'country'] as const;

/** The rows as the profile page builds them; birthDate and country are formatted per language (decorator below). */
const rows = [
  { key: 'fullName', label: tk('profile.fields.fullName'), value: 'Ana Demo' },
  { key: 'email', label: tk('profile.fields.email'), value: 'demo@example.com' },
  { key: 'age', label: tk('profile.fields.age'), value: tk('profile.age', { count: 34 }) },
  { key: 'birthDate', label: tk('profile.fields.birthDate'), value: '1990-05-17' },
  { key: 'gender', label: tk('profile.fields.gender'), value: tk('register.genders.F') },
  { key: 'phone', label: tk('profile.fields.phone'), value: '+351912345678' },
  { key: 'country', label: tk('profile.fields.country'), value: 'PT' },
];

/** A YYYY-MM-DD birth date in the UI language, as ProfilePage shows it ('17 de maio de 1990', '17 May 1990'). */
function birthDate(value: string, lang: 'pt' | 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-PT', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const meta = {
  title: 'Components/Auth/ProfileCard',
  tags: ['status:stable'],
  component: ProfileCard,
  args: { status: 'loaded', name: 'Ana Demo', subtitle: 'demo@example.com', rows, onRetry: fn(), onLogout: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'loaded'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
    // The page formats the birth date and names the country in the visitor's language: so do the stories.
    (Story, { args, globals }) => {
      const lang = globals.locale === 'en' ? 'en' : 'pt';
      const localised = args.rows?.map((row) =>
        row.key === 'birthDate'
          ? { ...row, value: birthDate(row.value, lang) }
          : row.key === 'country' && /^[A-Z]{2}$/.test(row.value)
            ? { ...row, value: countryName(row.value, lang) }
            : row,
      );
      return Story({ args: { ...args, rows: localised } });
    },
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  tags: ['state:loading'],
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('profile.loading'));
  },
};

export const Error: Story = {
  tags: ['state:error'],
  args: { status: 'error', message: tk('profile.errors.server') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('profile.errors.server'));
    await userEvent.click(canvas.getByRole('button', { name: t('profile.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  args: { status: 'empty', message: tk('profile.errors.empty') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('profile.errors.empty'))).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana Demo' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((el) => el.textContent);
    await expect(terms).toEqual(FIELDS.map((field) => t(`profile.fields.${field}`)));
    await userEvent.click(canvas.getByRole('button', { name: t('profile.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Long values wrap instead of overflowing. */
export const LongValues: Story = {
  args: {
    name: 'Maria Fernanda de Albuquerque Vasconcelos Sampaio',
    subtitle: 'maria.fernanda.albuquerque.vasconcelos@universidade-exemplo.example',
  },
};
