/**
 * Commerce, the shop's slice: the only code in src/ that runs the cart, wishlist, checkout and cancelled-payment
 * machines. The app-wide cart and wishlist actors (CommerceProvider), the hooks pages use, and the view models of
 * the cart, wishlist and payment-result pages.
 */
export { CommerceProvider, CartActorContext, WishlistActorContext } from './CommerceProvider';
export { useCart, useItemTitle, type CartApi } from './useCart';
export { useCartView, useCartLines } from './useCartView';
export { useWishlist, type WishlistApi } from './useWishlist';
export { useWishlistView } from './useWishlistView';
export { useWishlistToggle } from './useWishlistToggle';
export { useSampleDownload } from './useSampleDownload';
export { useCheckout, checkoutStatusOf, type CheckoutApi, type CheckoutStatus } from './useCheckout';
export { usePaymentCancelled, usePaymentSuccess } from './usePaymentResult';
export { availabilityInfo, isOrderable, type AvailabilityInfo, type AvailabilityTone } from './availability';
export { catalogueProduct, existsInCatalogue, maxQuantityOf, MAX_LINE_QUANTITY } from './catalogue';
export { readCart } from './persistence';
