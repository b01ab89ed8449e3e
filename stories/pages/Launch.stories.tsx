import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { Component as LaunchPage } from '@/pages/launch/LaunchPage';
import { canonicalUrl } from '@/app/head/siteAddresses';
import { jsonLdBlocks, jsonLdOfType } from '../support/jsonLd';
import { expectEnglishHeading } from '../support/englishHeading';

const page = (url: string) => <PageHarness path="/lancamento/:id?" url={url} Component={LaunchPage} />;

/** /lancamento/:id? — the launch at the route index (default 0), BRL price with 12 installments. */
const meta = {
  title: 'Pages/Launch',
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No index: the first launch (Module 3, R$297,00 or 12x R$24,75). */
export const DefaultIndex: Story = {
  render: () => page('/lancamento'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Módulo 3/ })).toBeVisible();
    await expect(canvas.getByTestId('launch-price')).toHaveTextContent('R$297,00');
    await expect(canvas.getByText('ou 12x R$24,75')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'O que está incluído' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Comprar Agora/ })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/');
    // Structured data: a Course with its price in reais, at its canonical address (/lancamento/0).
    const url = canonicalUrl('/lancamento/0', 'pt');
    const course = await jsonLdOfType(canvasElement, 'Course');
    await expect(course).toMatchObject({
      name: 'Módulo 3: Planeamento da Intervenção em Integração Sensorial',
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
    await expect(canvas.getByText('ou 12x R$33,08')).toBeVisible();
  },
};

/** 'Comprar Agora' opens the contact page with the launch's stable subject key (?subject=launch-2). */
export const BuyNowGoesToContact: Story = {
  render: () => page('/lancamento/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [buy] = await canvas.findAllByRole('link', { name: /Comprar Agora/ });
    await userEvent.click(buy as HTMLElement);
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/contact?subject=launch-2');
  },
};

/** An index out of range: 'Lançamento não encontrado' with a button home. */
export const NotFound: Story = {
  render: () => page('/lancamento/9'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lançamento não encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Voltar ao início/ })).toHaveAttribute('href', '/');
    await expect(jsonLdBlocks(canvasElement)).toEqual([]);
  },
};

/** The page in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/lancamento/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What is included' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Buy Now/ })).toHaveLength(2);
  },
};

/** The last launch in English (/lancamento/3): its heading from the English catalogue. */
export const EnglishLastLaunch: Story = {
  globals: { locale: 'en' },
  render: () => page('/lancamento/3'),
  play: ({ canvasElement }) => expectEnglishHeading(canvasElement, 'catalog.launches.3.title'),
};
