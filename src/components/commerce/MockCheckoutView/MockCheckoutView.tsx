import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert, Button, ButtonLink, Container, Heading, Icon, Spinner } from '@/components/ui';
import { formatCents } from '@/lib/format';
import { PlainList } from '../internal/styles';
import type { CheckoutLineView } from '../types';

const Page = styled(Container)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[5]};
    padding-block: ${theme.space[6]} ${theme.space[8]};
  `,
);

const Sheet = styled.section(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[4]};
    padding: ${theme.space[5]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.md};
    ${theme.media.desktop} {
      padding: ${theme.space[6]};
    }
    h1,
    h2 {
      margin: 0;
    }
  `,
);

const Merchant = styled.p(
  ({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0;
    color: ${theme.colors.textMuted};
  `,
);

const Lines = styled(PlainList)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
    li {
      display: flex;
      justify-content: space-between;
      gap: ${theme.space[3]};
      padding-bottom: ${theme.space[3]};
      border-bottom: 1px solid ${theme.colors.border};
    }
    li span:last-child {
      font-weight: ${theme.fontWeights.semibold};
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
  `,
);

const LineQty = styled.span(
  ({ theme }) => css`
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
);

const Total = styled.p(
  ({ theme }) => css`
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  `,
);

const Buttons = styled.div(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[2]};
  `,
);

export type MockCheckoutState = 'loading' | 'ready' | 'paying' | 'cancelling' | 'notFound' | 'paid' | 'cancelled' | 'error';

export interface MockCheckoutViewProps {
  state: MockCheckoutState;
  merchantName: string;
  lines: CheckoutLineView[];
  totalCents: number;
  onPay: () => void;
  onCancel: () => void;
}

/** The hosted-checkout stand-in (demo only): a clear demo notice, the order lines, the total, pay and cancel. */
export function MockCheckoutView({ state, merchantName, lines, totalCents, onPay, onCancel }: MockCheckoutViewProps) {
  const { t } = useTranslation();
  const orderId = useId();

  const notice = (
    <Alert tone="warning" title={t('mockCheckout.title')}>
      <p>{t('mockCheckout.notice')}</p>
    </Alert>
  );

  if (state === 'loading') {
    return (
      <Page width="narrow">
        <Heading as="h1" size="lg">
          {t('mockCheckout.title')}
        </Heading>
        <Spinner label={t('mockCheckout.loading')} />
      </Page>
    );
  }

  if (state === 'notFound' || ((state === 'paid' || state === 'cancelled') && lines.length === 0)) {
    return (
      <Page width="narrow">
        {notice}
        <Sheet>
          <Heading as="h1" size="lg">
            {t('mockCheckout.notFoundTitle')}
          </Heading>
          <p>{t('mockCheckout.notFoundText')}</p>
          <div>
            <ButtonLink to="/" iconLeft={<Icon name="home" size={18} />}>
              {t('mockCheckout.home')}
            </ButtonLink>
          </div>
        </Sheet>
      </Page>
    );
  }

  const settled = state === 'paid' || state === 'cancelled';
  return (
    <Page width="narrow">
      {notice}
      <Sheet aria-labelledby={orderId}>
        <Heading as="h1" size="lg" id={orderId}>
          {t('mockCheckout.orderTitle')}
        </Heading>
        <Merchant>
          <Icon name="lock" size={16} />
          {t('mockCheckout.merchant', { name: merchantName })}
        </Merchant>
        <Lines>
          {lines.map((line) => (
            <li key={line.key}>
              <span>
                {line.title}
                <LineQty>{t('mockCheckout.quantity', { count: line.quantity })}</LineQty>
              </span>
              <span>{formatCents(line.priceCents * line.quantity)}</span>
            </li>
          ))}
        </Lines>
        <Total>
          <span>{t('mockCheckout.total')}</span>
          <span data-testid="mock-checkout-total">{formatCents(totalCents)}</span>
        </Total>
        {state === 'error' && (
          <Alert tone="error">
            <p>{t('mockCheckout.error')}</p>
          </Alert>
        )}
        {settled && (
          <Alert tone="info">
            <p>{state === 'paid' ? t('mockCheckout.alreadyPaid') : t('mockCheckout.alreadyCancelled')}</p>
          </Alert>
        )}
        {settled ? (
          <div>
            <ButtonLink to="/" iconLeft={<Icon name="home" size={18} />}>
              {t('mockCheckout.home')}
            </ButtonLink>
          </div>
        ) : (
          <Buttons>
            <Button
              size="lg"
              fullWidth
              loading={state === 'paying'}
              disabled={state === 'cancelling'}
              onClick={onPay}
              iconLeft={<Icon name="lock" size={18} />}
            >
              {t('mockCheckout.pay', { amount: formatCents(totalCents) })}
            </Button>
            <Button variant="ghost" fullWidth loading={state === 'cancelling'} disabled={state === 'paying'} onClick={onCancel}>
              {t('mockCheckout.cancel')}
            </Button>
          </Buttons>
        )}
      </Sheet>
    </Page>
  );
}
