import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonLink, Container, EmptyState, Heading, Icon, PageHeader } from '@/components/ui';
import { CartItemRow } from '../CartItemRow';
import { OrderSummary } from '../OrderSummary';
import { FadeIn, PlainList, TwoColumns } from '../internal/styles';
import type { ProductType } from '@machines/commerce';
import type { CartLineView, CartTotalsView, CheckoutStatusView } from '../types';

const Body = styled(Container)(
  ({ theme }) => css`
    padding-block: ${theme.space[5]} ${theme.space[8]};
  `,
);

const Items = styled(PlainList)(
  ({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
  `,
);

const ItemsHeading = styled(Heading)(
  ({ theme }) => css`
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[3]};
    small {
      font-family: ${theme.fonts.body};
      font-size: ${theme.fontSizes.sm};
      font-weight: ${theme.fontWeights.regular};
      color: ${theme.colors.textMuted};
    }
  `,
);

export interface CartViewProps {
  items: CartLineView[];
  totals: CartTotalsView;
  status?: CheckoutStatusView;
  isLoggedIn?: boolean;
  onQuantityChange: (type: ProductType, id: number, quantity: number) => void;
  onRemove: (type: ProductType, id: number) => void;
  onCheckout: () => void;
  /** The page fades in after this many ms. */
  fadeInDelayMs: number;
}

/** The cart page: header, items with quantity controls, and the order summary; an empty state when there is nothing. Fades in. */
export function CartView({
  items,
  totals,
  status = 'idle',
  isLoggedIn = true,
  onQuantityChange,
  onRemove,
  onCheckout,
  fadeInDelayMs,
}: CartViewProps) {
  const { t } = useTranslation();
  const itemsTitleId = useId();
  const busy = status === 'creating' || status === 'redirecting';
  return (
    <FadeIn data-testid="cart-page" $delayMs={fadeInDelayMs}>
      <PageHeader title={t('cart.title')} lead={items.length ? t('cart.lead') : undefined} />
      <Body>
        {items.length === 0 ? (
          <EmptyState
            icon="cart"
            title={t('cart.empty.title')}
            text={t('cart.empty.text')}
            action={
              <ButtonLink to="/" iconRight={<Icon name="arrowRight" size={18} />}>
                {t('cart.empty.action')}
              </ButtonLink>
            }
          />
        ) : (
          <TwoColumns>
            <section aria-labelledby={itemsTitleId}>
              <ItemsHeading as="h2" size="sm" id={itemsTitleId}>
                {t('cart.itemsTitle')} <small>{t('cart.itemCount', { count: totals.count })}</small>
              </ItemsHeading>
              <Items>
                {items.map((item) => (
                  <CartItemRow
                    key={`${item.type}-${item.id}`}
                    item={item}
                    disabled={busy}
                    onQuantityChange={(quantity) => onQuantityChange(item.type, item.id, quantity)}
                    onRemove={() => onRemove(item.type, item.id)}
                  />
                ))}
              </Items>
            </section>
            <OrderSummary totals={totals} status={status} isLoggedIn={isLoggedIn} onCheckout={onCheckout} />
          </TwoColumns>
        )}
      </Body>
    </FadeIn>
  );
}
