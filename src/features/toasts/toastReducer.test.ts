import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, toastReducer, type ToastItem } from './toastReducer';

const toast = (id: number, message = `m${id}`, tone: ToastItem['tone'] = 'info'): ToastItem => ({ id, tone, message });

describe('toastReducer', () => {
  it('adds toasts newest last', () => {
    const state = toastReducer(toastReducer([], { type: 'toast.show', toast: toast(1) }), {
      type: 'toast.show',
      toast: toast(2),
    });
    expect(state.map((t) => t.id)).toEqual([1, 2]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    let state: ToastItem[] = [];
    for (let id = 1; id <= MAX_TOASTS + 2; id++) state = toastReducer(state, { type: 'toast.show', toast: toast(id) });
    expect(state.map((t) => t.id)).toEqual([3, 4, 5]);
  });

  it('replaces an identical message of the same tone instead of stacking it', () => {
    let state = toastReducer([], { type: 'toast.show', toast: toast(1, 'Adicionado', 'success') });
    state = toastReducer(state, { type: 'toast.show', toast: toast(2, 'Adicionado', 'success') });
    state = toastReducer(state, { type: 'toast.show', toast: toast(3, 'Adicionado', 'info') });
    expect(state.map((t) => t.id)).toEqual([2, 3]);
  });

  it('dismisses by id and clears', () => {
    const state = [toast(1), toast(2)];
    expect(toastReducer(state, { type: 'toast.dismiss', id: 1 }).map((t) => t.id)).toEqual([2]);
    expect(toastReducer(state, { type: 'toast.dismiss', id: 9 })).toEqual(state);
    expect(toastReducer(state, { type: 'toast.clear' })).toEqual([]);
  });
});
