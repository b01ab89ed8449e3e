/**
 * Commerce, the shop's domain: its only door (src/features/commerce runs these machines). The cart, the
 * wishlist, the checkout through the hosted payment, the mock checkout page and the cancelled-payment page;
 * beside them the commerce rules as plain functions: the product types, cents and title rules (rules), the
 * cart's lines and totals (cart), the payment call's line builders (checkoutLines) and where the checkout may
 * send the browser (redirectPolicy).
 */
export {
  PRODUCT_TYPES,
  isProductType,
  itemTitle,
  parsePrice,
  priceCents,
  toCents,
  type BookCategory,
  type CheckoutLine,
  type ProductType,
} from './rules';
export {
  cartLines,
  cartMachine,
  cartTotals,
  parseStoredCart,
  sameItem,
  type CartItem,
  type CartLine,
  type CartProductInput,
  type CartTotals,
} from './cart.machine';
export { wishlistMachine, type WishlistItem } from './wishlist.machine';
export { checkoutMachine, type CheckoutRequest } from './checkout.machine';
export { checkoutLines, lastProductOf, retryLines, singleCheckoutLine, type LastCheckedProduct } from './checkoutLines';
export type { RedirectPolicy } from './redirectPolicy';
export { mockCheckoutMachine, type MockSession } from './mockCheckout.machine';
export { paymentCancelledMachine } from './paymentCancelled.machine';
