import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as LaunchPage } from '@/pages/launch/LaunchPage';
import { canonicalUrl } from '@/app/head/siteAddresses';
import { jsonLdBlocks, jsonLdOfType } from '../support/jsonLd';
import { expectEnglishHeading } from '../support/englishHeading';
import { href, language, t } from '../support/t';

const page = (url: string) => <PageHarness path="/lancamento/:id?" url={url} Component={LaunchPage} />;

/** /lancamento/:id? — the launch at the route index (default 0), BRL price with 12 installments. */
const meta = {
  title: 'Pages/Launch',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The installments line ('ou 12x R$24,75'): the amounts are data, in reais, in either language. */
const installments = (text: string) => t('launch.installments', { installments: text });

/** No index: the first launch (Module 3, R$297,00 or 12x R$24,75). */
export const DefaultIndex: Story = {
  render: () => page('/lancamento'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.launches.0.title');
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByTestId('launch-price')).toHaveTextContent('R$297,00');
    await expect(canvas.getByText(installments('12x R$24,75'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('launch.benefitsTitle') })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('launch.buyNow') })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('launch.back') })).toHaveAttribute('href', href('/'));
    // Structured data: a Course with its price in reais, at its canonical address (/lancamento/0).
    const url = canonicalUrl('/lancamento/0', language());
    const course = await jsonLdOfType(canvasElement, 'Course');
    await expect(course).toMatchObject({
      name: title,
      url,
      offers: { '@type': 'Offer', price: '297.00', priceCurrency: 'BRL', url },
    });
    const breadcrumb = await jsonLdOfType(canvasElement, 'BreadcrumbList');
    await expect(breadcrumb.itemListElement).toHaveLength(2);
  },
};

/** Index 3: the sensory integration evaluation course, R$397,00. */
export const EvaluationCourse: Story = {
  render: () => page('/lancamento/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('launch-price')).toHaveTextContent('R$397,00');
    await expect(canvas.getByText(installments('12x R$33,08'))).toBeVisible();
  },
};

/** 'Comprar Agora' opens the contact page with the launch's stable subject key (?subject=launch-2). */
export const BuyNowGoesToContact: Story = {
  render: () => page('/lancamento/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [buy] = await canvas.findAllByRole('link', { name: t('launch.buyNow') });
    await userEvent.click(buy as HTMLElement);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/contact?subject=launch-2');
  },
};

/** An index out of range: 'Lançamento não encontrado' with a button home. */
export const NotFound: Story = {
  tags: ['state:error'],
  render: () => page('/lancamento/9'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('launch.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('launch.backHome') })).toHaveAttribute('href', href('/'));
    await expect(jsonLdBlocks(canvasElement)).toEqual([]);
  },
};

/** The page in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/lancamento/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('launch.benefitsTitle') })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t('launch.buyNow') })).toHaveLength(2);
  },
};

/** The last launch in English (/lancamento/3): its heading from the English catalogue. */
export const EnglishLastLaunch: Story = {
  globals: { locale: 'en' },
  render: () => page('/lancamento/3'),
  play: ({ canvasElement }) => expectEnglishHeading(canvasElement, 'catalog.launches.3.title'),
};
