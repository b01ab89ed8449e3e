import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useLoginGate } from '@/features/auth';
import { useWishlistView } from '@/features/commerce';
import { WishlistView } from '@/components/commerce';
import { PageMeta } from '@/seo/PageMeta';

/**
 * /wishlist (product §2 Wishlist page; guarded): Books and Courses sections read from the static
 * catalogue, each with add-to-cart and remove; the confirmation message auto-hides (toast).
 * Guard: logged in means isLoggedIn 'true' and a valid token (useLoginGate); others go to /login.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const gate = useLoginGate();
  const wishlist = useWishlistView();

  useEffect(() => {
    gate({ rememberPath: true });
    // Checked on arrival; a later logout sends the visitor to /login by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageMeta title={t('wishlist.metaTitle')} description={t('wishlist.metaDescription')} />
      {isLoggedIn && <WishlistView {...wishlist} />}
    </>
  );
}

export { Component as WishlistPage };
