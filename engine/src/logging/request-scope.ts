import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries. */
export interface RequestScope {
  reqId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (and everything it awaits) with the request's id in every log line. */
export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The current request's scope, if any. */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
