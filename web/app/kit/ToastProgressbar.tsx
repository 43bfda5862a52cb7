import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { PROGRESS_BAR_THROTTLE_MS, progressShare } from '../server/ops-timing';

/** The share of the back office's progress bar (0 = hidden), for the bar and anything that waits. */
const ToastProgressbarContext = createContext<number | null>(null);

/**
 * Watches the page's navigation and fetchers (saves, uploads, toasts' requests): while any is
 * busy the progress bar fills over 5000 ms, redrawn every 200 ms, shown only after 200 ms (000 §9).
 */
export function ToastProgressbarProvider({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    setElapsedMs(0);
    if (!busy) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsedMs(Date.now() - started), PROGRESS_BAR_THROTTLE_MS);
    return () => clearInterval(timer);
  }, [busy]);
  return <ToastProgressbarContext.Provider value={busy ? progressShare(elapsedMs) : 0}>{children}</ToastProgressbarContext.Provider>;
}

/** The progress share; a component using it outside {@link ToastProgressbarProvider} is a programming error (001 §8). */
export function useToastProgressbar(): number {
  const share = useContext(ToastProgressbarContext);
  if (share === null) throw new Error('ToastProgressbar required');
  return share;
}

/** The thin bar on top of the back office while it works; decorative (the buttons say 'busy'). */
export function ProgressBar() {
  const share = useToastProgressbar();
  if (share === 0) return null;
  return <div className="progress-bar" aria-hidden="true" data-testid="progress-bar" style={{ width: `${Math.round(share * 1000) / 10}%` }} />;
}
