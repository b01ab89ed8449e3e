/**
 * Commerce, the shop's domain (src/features/commerce runs these): the cart, the wishlist, the checkout through the
 * hosted payment, the mock checkout page and the cancelled-payment page; beside them the commerce rules as plain
 * functions: product types, checkout line, cents and title rules (rules), the payment call's line builders
 * (checkoutLines) and where the checkout may send the browser (redirectPolicy).
 */
export { cartMachine } from './cart';
export { wishlistMachine } from './wishlist';
export { checkoutMachine } from './checkout';
export { mockCheckoutMachine } from './mockCheckout';
export { paymentCancelledMachine } from './paymentCancelled';
