import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** One JSON line per event on stdout; child loggers carry a `component` field. */
export function createLogger(options: { level?: LevelWithSilent; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? 'shop',
    level: options.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** A logger that drops everything: for tests and library callers that pass none. */
export const silentLogger: Logger = pino({ level: 'silent' });
