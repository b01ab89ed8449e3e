import { useTranslation } from 'react-i18next';
import { useCartView } from '@/features/commerce';
import { CartView } from '@/components/commerce';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /cart (product §2 Cart page): items with quantity controls and remove, order summary, free-shipping
 * notice, checkout (login required), continue shopping. The page itself is not login-checked (§5).
 */
export function Component() {
  const { t } = useTranslation();
  const cart = useCartView();
  return (
    <>
      <PageMeta title={t('cart.metaTitle')} description={t('cart.metaDescription')} />
      <CartView {...cart} />
    </>
  );
}

export { Component as CartPage };
