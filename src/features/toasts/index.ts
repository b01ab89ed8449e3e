/** App-wide toasts: the provider, its hook and the reducer behind them. */
export { ToastProvider } from './ToastProvider';
export type { ShowToastOptions, ToastsApi } from './ToastProvider';
export { useToasts } from './useToasts';
export { toastReducer, MAX_TOASTS } from './toastReducer';
export type { ToastItem } from './toastReducer';
