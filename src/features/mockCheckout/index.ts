/**
 * The hosted-checkout stand-in (mock backend only): runs the commerce domain's mock checkout machine for the
 * /mock-checkout page. A slice of its own, apart from the commerce feature the app shell imports, so that no
 * real-backend build carries it or its calls.
 */
export { useMockCheckout } from './useMockCheckout';
