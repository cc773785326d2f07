export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

/** Spec 3 §9: toasts close after 3 s; spec 1 §9: error toasts after 2 s. */
const defaultDurationMs: Record<ToastKind, number> = { success: 3000, error: 2000, warning: 3000, info: 3000 };

type Listener = (toasts: readonly Toast[]) => void;

/** A tiny store the <Toaster> renders; anything (the API client included) can raise a toast. */
function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const publish = () => listeners.forEach((listener) => listener(toasts));

  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    publish();
  };

  const show = (kind: ToastKind, message: string, durationMs = defaultDurationMs[kind]) => {
    const toast: Toast = { id: nextId++, kind, message, durationMs };
    toasts = [...toasts, toast];
    publish();
    setTimeout(() => dismiss(toast.id), durationMs);
    return toast.id;
  };

  return {
    success: (message: string, durationMs?: number) => show('success', message, durationMs),
    error: (message: string, durationMs?: number) => show('error', message, durationMs),
    warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
    info: (message: string, durationMs?: number) => show('info', message, durationMs),
    dismiss,
    current: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const toast = createToastStore();
