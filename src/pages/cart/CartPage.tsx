import { useTranslation } from 'react-i18next';
import { useAuth, useLoginGate } from '@/features/auth';
import { useCart, useCheckout } from '@/features/commerce';
import { CartView } from '@/components/commerce';
import { useCartLines } from './cartLines';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /cart (product §2 Cart page): items with quantity controls and remove, order summary, free-shipping
 * notice, checkout (login required), continue shopping. The page itself is not login-checked (§5).
 */
export function Component() {
  const { t } = useTranslation();
  const cart = useCart();
  const { isLoggedIn } = useAuth();
  const gate = useLoginGate();
  const checkout = useCheckout();
  const lines = useCartLines(cart.items);

  const onCheckout = () => {
    if (!gate({ rememberPath: true })) return;
    void checkout.checkoutCart();
  };

  return (
    <>
      <PageMeta title={t('cart.metaTitle')} description={t('cart.metaDescription')} />
      <CartView
        items={lines}
        totals={cart}
        status={checkout.status}
        isLoggedIn={isLoggedIn}
        onQuantityChange={cart.updateQuantity}
        onRemove={cart.remove}
        onCheckout={onCheckout}
      />
    </>
  );
}

export { Component as CartPage };
