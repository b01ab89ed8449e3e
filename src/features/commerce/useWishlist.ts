import { useCallback, useMemo } from 'react';
import type { ProductType, WishlistItem } from '@machines/commerce';
import { WishlistActorContext } from './CommerceProvider';
import { existsInCatalogue } from './catalogue';

export interface WishlistApi {
  items: WishlistItem[];
  has(id: number, type?: ProductType): boolean;
  add(id: number, type?: ProductType): void;
  remove(id: number, type?: ProductType): void;
  toggle(id: number, type?: ProductType): 'added' | 'removed';
}

/**
 * The wishlist: id + type items (book by default). Login gates are the caller's job (useLoginGate).
 * `has(id)` without a type asks about the book; `remove(id)` without a type removes every type.
 */
export function useWishlist(): WishlistApi {
  const wishlist = WishlistActorContext.useActorRef();
  const items = WishlistActorContext.useSelector((s) => s.context.items);

  const has = useCallback((id: number, type: ProductType = 'book') => items.some((i) => i.id === id && i.type === type), [items]);
  const add = useCallback(
    (id: number, type: ProductType = 'book') => {
      if (!existsInCatalogue(type, id)) {
        console.warn(`[wishlist] ${type} ${id} is not in the catalogue; not added`);
        return;
      }
      wishlist.send({ type: 'wishlist.add', id, itemType: type });
    },
    [wishlist],
  );
  const remove = useCallback(
    (id: number, type?: ProductType) =>
      wishlist.send(type ? { type: 'wishlist.remove', id, itemType: type } : { type: 'wishlist.remove', id }),
    [wishlist],
  );
  const toggle = useCallback(
    (id: number, type: ProductType = 'book'): 'added' | 'removed' => {
      const present = wishlist.getSnapshot().context.items.some((i) => i.id === id && i.type === type);
      if (present) {
        wishlist.send({ type: 'wishlist.remove', id, itemType: type });
        return 'removed';
      }
      add(id, type);
      return 'added';
    },
    [wishlist, add],
  );

  return useMemo(() => ({ items, has, add, remove, toggle }), [items, has, add, remove, toggle]);
}
