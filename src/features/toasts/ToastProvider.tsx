import { createContext, useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TIMINGS } from '@machines/shared';
import { Toast, ToastRegion, type ToastTone } from '@/components/ui';
import { toastReducer, type ToastItem } from './toastReducer';

export interface ShowToastOptions {
  /** Auto-hide delay in ms (the product's toast timing when left out); 0 or null keeps it until closed. */
  duration?: number | null;
}

export interface ToastsApi {
  toasts: ToastItem[];
  /** Shows a toast with already-translated text; returns its id. */
  show: (tone: ToastTone, message: ReactNode, options?: ShowToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastsApi | null>(null);

/** App-wide toast queue. Renders the single ToastRegion after its children (errors assertive, the rest polite). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);

  const show = useCallback<ToastsApi['show']>((tone, message, options) => {
    const id = nextId.current++;
    dispatch({ type: 'toast.show', toast: { id, tone, message, duration: options?.duration } });
    return id;
  }, []);

  const dismiss = useCallback((id: number) => dispatch({ type: 'toast.dismiss', id }), []);

  const api = useMemo<ToastsApi>(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);

  // Errors go to the assertive live region, the rest to the polite one: each message is announced once.
  const renderToast = (toast: ToastItem) => (
    <Toast
      key={toast.id}
      tone={toast.tone}
      message={toast.message}
      duration={toast.duration === undefined ? TIMINGS.toast : toast.duration}
      onClose={() => dismiss(toast.id)}
    />
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion
        polite={toasts.filter((toast) => toast.tone !== 'error').map(renderToast)}
        assertive={toasts.filter((toast) => toast.tone === 'error').map(renderToast)}
      />
    </ToastContext.Provider>
  );
}
