import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastStore, type ToastType } from '../../client/src/lib/toast';

const shown = () => toastStore.getState().toasts;

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  for (const type of ['success', 'info', 'warning', 'error'] as const satisfies readonly ToastType[]) {
    it(`${type}: shown with its title and text at 2999 ms, gone at 3000 ms`, () => {
      // Given a toast of this type
      const id = toast[type]('Saved', 'Your changes are kept');
      expect(shown()).toEqual([{ id, type, title: 'Saved', description: 'Your changes are kept' }]);
      // When 2999 ms pass, then it is still there
      vi.advanceTimersByTime(2999);
      expect(shown().map((t) => t.id)).toEqual([id]);
      // When the 3000th ms passes, then it is gone
      vi.advanceTimersByTime(1);
      expect(shown()).toEqual([]);
    });
  }

  it('each toast keeps its own 3000 ms from when it was shown', () => {
    const first = toast.info('First');
    vi.advanceTimersByTime(1000);
    const second = toast.error('Second');
    vi.advanceTimersByTime(1999);
    expect(shown().map((t) => t.id)).toEqual([first, second]);
    vi.advanceTimersByTime(1);
    expect(shown().map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(999);
    expect(shown().map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('shows at most the four newest at once', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'].map((title) => toast.warning(title));
    expect(shown().map((t) => t.id)).toEqual(ids.slice(1));
  });

  it('closes at once when dismissed, and its timer then does nothing to the others', () => {
    const closed = toast.success('Closed by hand');
    vi.advanceTimersByTime(500);
    const kept = toast.success('Kept');
    dismissToast(closed);
    expect(shown().map((t) => t.id)).toEqual([kept]);
    vi.advanceTimersByTime(2500);
    expect(shown().map((t) => t.id)).toEqual([kept]);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual([]);
  });
});
