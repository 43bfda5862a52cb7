import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestScope } from './request-scope';

export type { Logger };

/**
 * One JSON line per event on stdout; child loggers carry a `component` field. A line written while
 * serving a request carries its `reqId` (logging/request-scope.ts), from the engine too.
 */
export function createLogger(
  options: {
    level?: LevelWithSilent;
    name?: string;
    /** Where the lines go (default stdout; tests collect them). */
    destination?: DestinationStream;
  } = {},
): Logger {
  const settings = {
    name: options.name ?? 'shop',
    level: options.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const scope = currentRequestScope();
      return scope ? { reqId: scope.reqId } : {};
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** A logger that drops everything: for tests and library callers that pass none. */
export const silentLogger: Logger = pino({ level: 'silent' });
