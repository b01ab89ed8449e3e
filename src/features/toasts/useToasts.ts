import { useContext } from 'react';
import { ToastContext, type ToastsApi } from './ToastProvider';

/** `{ toasts, show(tone, message, options?), dismiss(id) }` of the app-wide toast queue. */
export function useToasts(): ToastsApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts() needs <ToastProvider> (it is in AppStateProviders).');
  return api;
}
