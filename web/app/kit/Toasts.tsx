import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  text: string;
  kind: 'success' | 'error';
}

/** How long a toast stays (001 §9: top right, 3000 ms, at most 350 px wide). */
export const TOAST_MS = 3000;

/** Toasts of a page: push one, it goes after 3 s (errors stay until the next action). */
export function useToasts(): [Toast[], (text: string, kind: Toast['kind']) => void] {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const push = useCallback((text: string, kind: Toast['kind']) => {
    const id = ++next.current;
    setToasts((list) => [...list.filter((toast) => toast.kind === 'success'), { id, text, kind }]);
    if (kind === 'success') timers.current.push(setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_MS));
  }, []);
  return [toasts, push];
}

export function Toasts({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={toast.kind === 'error' ? 'toast is-error' : 'toast'} role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}

/**
 * The toasts of a page's fetcher: each answer becomes a toast ('Änderungen gespeichert',
 * 'Ausgeführt' or the error), and `formKey` changes after a success so the forms show the stored
 * values and the new version again.
 */
export function useFetcherToasts(fetcher: { state: string; data?: { ok: boolean; message: string } | undefined }): { toasts: Toast[]; formKey: number; push: (text: string, kind: Toast['kind']) => void } {
  const [toasts, push] = useToasts();
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    push(fetcher.data.message, fetcher.data.ok ? 'success' : 'error');
    if (fetcher.data.ok) setFormKey((key) => key + 1);
  }, [fetcher.state, fetcher.data, push]);
  return { toasts, formKey, push };
}
