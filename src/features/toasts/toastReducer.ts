import type { ReactNode } from 'react';
import type { ToastTone } from '@/components/ui';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  /** Translated text (callers translate; the queue never holds keys). */
  message: ReactNode;
  /** Auto-hide delay in ms; undefined = TIMINGS.toast, 0/null = stays until closed. */
  duration?: number | null;
}

export type ToastAction =
  { type: 'toast.show'; toast: ToastItem } | { type: 'toast.dismiss'; id: number } | { type: 'toast.clear' };

/** At most this many toasts are visible; older ones leave first. */
export const MAX_TOASTS = 3;

/** Pure queue: newest last; a repeated identical message replaces the older copy. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'toast.show': {
      const { toast } = action;
      const withoutDuplicate = state.filter(
        (t) => !(typeof t.message === 'string' && t.message === toast.message && t.tone === toast.tone),
      );
      return [...withoutDuplicate, toast].slice(-MAX_TOASTS);
    }
    case 'toast.dismiss':
      return state.filter((t) => t.id !== action.id);
    case 'toast.clear':
      return [];
    default:
      return state;
  }
}
