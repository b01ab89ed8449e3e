import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button, Card, Heading, Icon, TextLink } from '@/components/ui';
import { formatCents } from '@/lib/format';
import { FreeShippingNotice } from '../FreeShippingNotice';
import { SummaryList } from '../internal/styles';
import type { CartTotalsView, CheckoutStatusView } from '../types';

const Root = styled(Card)(
  ({ theme }) => css`
    gap: ${theme.space[4]};
    ${theme.media.wide} {
      position: sticky;
      top: calc(${theme.layout.navHeight} + ${theme.space[4]});
    }
  `,
);

const TotalRow = styled.div(
  ({ theme }) => css`
    padding-top: ${theme.space[3]};
    border-top: 1px solid ${theme.colors.border};
    dt,
    dd {
      color: ${theme.colors.text};
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.bold};
    }
  `,
);

const Free = styled.span(
  ({ theme }) => css`
    color: ${theme.colors.success};
  `,
);

const Note = styled.p(
  ({ theme }) => css`
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    svg {
      flex: none;
      margin-top: 2px;
    }
  `,
);

const Status = styled.p(
  ({ theme }) => css`
    margin: 0;
    min-height: 1.25rem;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    text-align: center;
    &:empty {
      min-height: 0;
    }
  `,
);

const Continue = styled.p`
  margin: 0;
  text-align: center;
`;

export interface OrderSummaryProps {
  totals: CartTotalsView;
  status?: CheckoutStatusView;
  /** Shows the 'you need to log in' note under the button. */
  isLoggedIn?: boolean;
  onCheckout: () => void;
}

/** Subtotal, shipping (€3,99 or free above €50), total, free-shipping notice, checkout button and continue-shopping link. */
export function OrderSummary({ totals, status = 'idle', isLoggedIn = true, onCheckout }: OrderSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const busy = status === 'creating' || status === 'redirecting';
  const statusText = status === 'creating' ? t('checkout.creating') : status === 'redirecting' ? t('checkout.redirecting') : '';
  return (
    <Root forwardedAs="aside" aria-labelledby={titleId} padding="lg">
      <Heading as="h2" size="sm" id={titleId}>
        {t('cart.summary.title')}
      </Heading>
      <SummaryList>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.shipping')}</dt>
          <dd data-testid="cart-shipping">
            {totals.shippingCents === 0 ? <Free>{t('cart.summary.free')}</Free> : formatCents(totals.shippingCents)}
          </dd>
        </div>
        <TotalRow>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="cart-total">{formatCents(totals.totalCents)}</dd>
        </TotalRow>
      </SummaryList>
      <FreeShippingNotice
        missingCents={totals.missingForFreeShippingCents}
        subtotalCents={totals.subtotalCents}
        thresholdCents={totals.freeShippingAboveCents}
      />
      <Button size="lg" fullWidth loading={busy} onClick={onCheckout} iconLeft={<Icon name="lock" size={18} />}>
        {t('cart.checkout')}
      </Button>
      <Status role="status">{statusText}</Status>
      {!isLoggedIn && (
        <Note>
          <Icon name="user" size={16} />
          <span>{t('cart.loginNote')}</span>
        </Note>
      )}
      <Note>
        <Icon name="shield" size={16} />
        <span>{t('cart.secureNote')}</span>
      </Note>
      <Continue>
        <TextLink to="/">{t('cart.continue')}</TextLink>
      </Continue>
    </Root>
  );
}
