import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cartMachine, type CartItem } from '@machines/commerce/cart.machine';
import { wishlistMachine } from '@machines/commerce/wishlist.machine';
import { itemTitle } from '@/lib/commerce';
import { KEYS, store } from '@/lib/storage';
import { AuthContext } from '@/features/auth';
import { readCart, readWishlistRaw, writeCart, writeWishlist } from './persistence';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;
export type WishlistActorRef = ActorRefFrom<typeof wishlistMachine>;

export interface CommerceContextValue {
  cart: CartActorRef;
  wishlist: WishlistActorRef;
  /** Title text of a cart item in the current language (stored title as a fallback). */
  titleOf: (item: Pick<CartItem, 'titleKey' | 'title'>) => string;
  /** Writes the cart snapshot again (fresh expiry), e.g. right before a checkout. */
  saveCartSnapshot: () => void;
}

export const CommerceContext = createContext<CommerceContextValue | null>(null);

/**
 * App-wide cart and wishlist actors (product §3, §4): loaded from browser storage once, persisted on
 * every change through the machines' provided actions, and kept in step with other tabs through
 * `storage` events (a change made elsewhere is adopted, never written back, so tabs cannot ping-pong).
 * When the visitor logs out, the cart, the wishlist and the last product are forgotten, in memory and in
 * storage (shared computers); other tabs follow through the same storage events.
 */
export function CommerceProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  const [titleOf] = useState(
    () => (item: Pick<CartItem, 'titleKey' | 'title'>) => itemTitle(item, (key) => tRef.current(key, { defaultValue: '' })),
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
  const [cartInput] = useState(() => readCart());
  const [wishlistInput] = useState(() => readWishlistRaw());

  const cart = useActorRef(cartLogic, { input: cartInput });
  const wishlist = useActorRef(wishlistLogic, { input: wishlistInput });

  // Other tabs: adopt their cart and wishlist (storage events fire only in the other tabs).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === KEYS.cart) cart.send({ type: 'cart.sync', ...readCart() });
      if (event.key === null || event.key === KEYS.wishlistItems) {
        wishlist.send({ type: 'wishlist.sync', stored: store.getRaw(KEYS.wishlistItems) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [cart, wishlist]);

  // Logout: the next person on this computer must not find the visitor's cart, wishlist or last product.
  const auth = useContext(AuthContext);
  useEffect(() => {
    if (!auth) return;
    const subscription = auth.on('session.loggedOut', () => {
      cart.send({ type: 'cart.clear' });
      wishlist.send({ type: 'wishlist.clear' });
      store.remove(KEYS.lastCheckedProduct);
    });
    return () => subscription.unsubscribe();
  }, [auth, cart, wishlist]);

  const [value, setValue] = useState<CommerceContextValue>(() => ({
    cart,
    wishlist,
    titleOf,
    saveCartSnapshot: () => writeCart(cart.getSnapshot().context.items, titleOf),
  }));
  // useActorRef may hand out a new actor (logic change in development): keep the context in step.
  if (value.cart !== cart || value.wishlist !== wishlist) {
    setValue({ cart, wishlist, titleOf, saveCartSnapshot: () => writeCart(cart.getSnapshot().context.items, titleOf) });
  }

  return <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>;
}
