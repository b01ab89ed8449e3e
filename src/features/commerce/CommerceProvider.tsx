import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createActorContext } from '@xstate/react';
import { cartMachine, itemTitle, wishlistMachine, type CartItem } from '@machines/commerce';
import { KEYS, store } from '@/lib/storage';
import { useLatestCallback } from '@/lib/useLatestCallback';
import { useOnLoggedOut } from '@/features/auth';
import { readCart, readWishlistRaw, writeCart, writeWishlist } from './persistence';

/** The app-wide cart actor: its context, hooks (`useActorRef`, `useSelector`) and provider. */
export const CartActorContext = createActorContext(cartMachine);

/** The app-wide wishlist actor: its context, hooks and provider. */
export const WishlistActorContext = createActorContext(wishlistMachine);

/** The title a stored cart item is written with: its translation now, the title stored with it otherwise. */
type TitleOf = (item: Pick<CartItem, 'titleKey' | 'title'>) => string;

/**
 * App-wide cart and wishlist actors (product §3, §4): loaded from browser storage once, persisted on every
 * change through the machines' provided actions, and kept in step with other tabs through `storage` events
 * (a change made elsewhere is adopted, never written back, so tabs cannot ping-pong). When the visitor logs
 * out, the cart, the wishlist and the last product are forgotten, in memory and in storage (shared
 * computers); other tabs follow through the same storage events. Needs the AuthProvider above it.
 */
export function CommerceProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The persisted title follows the language the page is in when the cart changes.
  const titleOf = useLatestCallback<Parameters<TitleOf>, string>((item) =>
    itemTitle(item, (key) => t(key, { defaultValue: '' })),
  );

  const [cartLogic] = useState(() =>
    cartMachine.provide({
      actions: {
        persist: (_, params) => writeCart(params.items, titleOf),
        deleteSnapshot: () => store.remove(KEYS.cart),
      },
    }),
  );
  const [wishlistLogic] = useState(() =>
    wishlistMachine.provide({
      actions: {
        persist: (_, params) => writeWishlist(params.items),
        removeLegacy: () => store.remove(KEYS.wishlist),
        forgetStored: () => {
          store.remove(KEYS.wishlistItems);
          store.remove(KEYS.wishlist);
        },
      },
    }),
  );
  // Storage is read once, as the actors are made (on the server it reads as empty).
  const [cartOptions] = useState(() => ({ input: readCart() }));
  const [wishlistOptions] = useState(() => ({ input: readWishlistRaw() }));

  return (
    <CartActorContext.Provider logic={cartLogic} options={cartOptions}>
      <WishlistActorContext.Provider logic={wishlistLogic} options={wishlistOptions}>
        <FollowOtherTabsAndLogout />
        {children}
      </WishlistActorContext.Provider>
    </CartActorContext.Provider>
  );
}

/** Keeps the cart and the wishlist in step with other tabs and with the session; renders nothing. */
function FollowOtherTabsAndLogout() {
  const cart = CartActorContext.useActorRef();
  const wishlist = WishlistActorContext.useActorRef();

  // Other tabs: adopt their cart and wishlist (storage events fire only in the other tabs). A page kept in the
  // back/forward cache hears none while it is away: shown again, it reads both afresh, as the session does,
  // rather than keep (and write back on its next change) what an earlier visitor had.
  useEffect(() => {
    const adopt = (key: string | null) => {
      if (key === null || key === KEYS.cart) cart.send({ type: 'cart.sync', ...readCart() });
      if (key === null || key === KEYS.wishlistItems)
        wishlist.send({ type: 'wishlist.sync', stored: store.getRaw(KEYS.wishlistItems) });
    };
    const onStorage = (event: StorageEvent) => adopt(event.key);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) adopt(null);
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [cart, wishlist]);

  // Logout: the next person on this computer must not find the visitor's cart, wishlist or last product.
  useOnLoggedOut(() => {
    cart.send({ type: 'cart.clear' });
    wishlist.send({ type: 'wishlist.clear' });
    store.remove(KEYS.lastCheckedProduct);
  });

  return null;
}
