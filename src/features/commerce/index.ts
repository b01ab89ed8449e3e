export { CommerceProvider } from './CommerceProvider';
export { useCart, type CartApi } from './useCart';
export { useWishlist, type WishlistApi } from './useWishlist';
export { useCheckout, checkoutStatusOf, type CheckoutApi, type CheckoutStatus } from './useCheckout';
export { catalogueProduct, existsInCatalogue, maxQuantityOf, MAX_LINE_QUANTITY } from './catalogue';
export { readCart } from './persistence';
export type { CartItem, ProductType } from '@machines/commerce/cart';
export type { WishlistItem } from '@machines/commerce/wishlist';
