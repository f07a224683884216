import { createStore, useStore } from 'zustand';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
}

export const TOAST_DURATION_MS = 3000;

interface ToastState {
  toasts: Toast[];
  push: (type: ToastType, title: string, description?: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  push: (type, title, description) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, type, title, description }].slice(-4) });
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Notifications: top-right, auto-hide after 3000 ms. */
export const toast = {
  success: (title: string, description?: string) => toastStore.getState().push('success', title, description),
  info: (title: string, description?: string) => toastStore.getState().push('info', title, description),
  warning: (title: string, description?: string) => toastStore.getState().push('warning', title, description),
  error: (title: string, description?: string) => toastStore.getState().push('error', title, description),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (s) => s.toasts);
}

export function dismissToast(id: number): void {
  toastStore.getState().dismiss(id);
}
