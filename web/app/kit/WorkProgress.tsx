import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';

/** What a polled work item shows (the engine's WorkView, decision 980). */
export interface PolledWork {
  id: number;
  input: Record<string, unknown>;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  progress: { done: number; total: number } | null;
  error: string | null;
  durationMs: number | null;
}

const finished = (work: PolledWork) => work.status === 'done' || work.status === 'failed';

/**
 * Follows a queued work item: loads `url` every `intervalMs` until it is done or failed, and
 * answers its latest state (the one the action answered at first).
 */
export function usePolledWork<T extends PolledWork>(url: string, initial: T, intervalMs = 1_000): T {
  const fetcher = useFetcher<T>({ key: `work-${initial.id}` });
  const [latest, setLatest] = useState<T>(initial);
  useEffect(() => setLatest(initial), [initial]);
  useEffect(() => {
    if (fetcher.data && fetcher.data.id === initial.id) setLatest(fetcher.data as T);
  }, [fetcher.data, initial.id]);
  const { load, state } = fetcher;
  useEffect(() => {
    if (finished(latest) || state !== 'idle') return;
    const timer = setTimeout(() => void load(url), intervalMs);
    return () => clearTimeout(timer);
  }, [latest, state, load, url, intervalMs]);
  return latest;
}

const STATUS_TEXT: Record<PolledWork['status'], string> = {
  queued: 'Wartet auf den Job-Runner …',
  running: 'Läuft …',
  done: 'Fertig',
  failed: 'Fehlgeschlagen',
};

/** The state of a work item in words and a bar; the result itself is the caller's. */
export function WorkProgress({ work, label }: { work: PolledWork; label: string }) {
  const { progress } = work;
  const percent = progress && progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : null;
  return (
    <div className="admin-work" role="status" aria-label={label}>
      <p>
        {label}: {STATUS_TEXT[work.status]}
        {work.status === 'running' && percent !== null && ` ${percent} % (${progress!.done} von ${progress!.total})`}
        {work.attempts > 1 && !finished(work) && ` – Versuch ${work.attempts} von ${work.maxAttempts}`}
        {work.status === 'done' && work.durationMs !== null && ` in ${(work.durationMs / 1000).toFixed(1)} s`}
      </p>
      {!finished(work) && <progress max={100} {...(percent === null ? {} : { value: percent })} />}
      {work.status === 'failed' && (
        <p className="field-error" role="alert">
          {work.error ?? 'Unbekannter Fehler.'}
        </p>
      )}
    </div>
  );
}
