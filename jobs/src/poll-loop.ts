/** A worker that polls: `stop` ends the loop and waits for the round in progress. */
export interface PollLoop {
  stop(): Promise<void>;
}

/**
 * Runs `round` at once and again `intervalMs` after each round ends (never two at once), until
 * stopped; `round` gets `stopped()` to end a long round early. Its failures are its own to log.
 */
export function startPollLoop(round: (stopped: () => boolean) => Promise<void>, intervalMs: number): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = round(() => stopped).finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
