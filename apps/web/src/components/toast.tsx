import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';
export type ShowToast = (message: string, tone?: ToastTone) => void;

/** How long a toast stays before it leaves by itself. */
export const TOAST_DURATION_MS = 5_000;
/** More at once would cover the screen; the oldest leave first. */
const MAX_TOASTS = 3;

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Short messages that come and go at the bottom of the screen, read out by
 * screen readers through a polite live region. A provider inside another one
 * passes its toasts up, so features may wrap themselves in one whether or not the
 * app already has one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ToastContext);
  if (outer) return children;
  return <ToastHost>{children}</ToastHost>;
}

/** Shows a toast; the same message shown again replaces the first rather than stacking. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast was used outside a ToastProvider');
  return show;
}

function ToastHost({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'info') => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((shown) =>
        [...shown.filter((toast) => toast.message !== message), { id, message, tone }].slice(-MAX_TOASTS),
      );
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return (
    <ToastContext value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-60 flex flex-col items-center gap-2 px-4 md:bottom-6"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-tone={toast.tone}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-white shadow-soft"
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2 shrink-0 rounded-full ${toneDot[toast.tone]}`}
            />
            <p className="min-w-0 flex-1 break-words">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss"
              className="-my-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-full text-white/70 transition-colors hover:bg-white/10 hover:text-white"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

const toneDot: Record<ToastTone, string> = {
  info: 'bg-honey-400',
  success: 'bg-emerald-400',
  error: 'bg-brand-400',
};
