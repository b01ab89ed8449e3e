/**
 * Commerce, the shop's domain (src/features/commerce runs these): the cart, the wishlist, the checkout through the
 * hosted payment, the mock checkout page and the cancelled-payment page; beside them the commerce rules as plain
 * functions: product types, checkout line, cents and title rules (rules), the payment call's line builders
 * (checkoutLines) and where the checkout may send the browser (redirectPolicy).
 */
export { cartMachine } from './cart.machine';
export { wishlistMachine } from './wishlist.machine';
export { checkoutMachine } from './checkout.machine';
export { mockCheckoutMachine } from './mockCheckout.machine';
export { paymentCancelledMachine } from './paymentCancelled.machine';
