import { createContext as createReactContext, createElement, useContext, type ReactNode } from 'react';
import { createContext, type RouterContext } from 'react-router';

/**
 * The Content-Security-Policy nonce of one response: web/server.ts makes it and puts it
 * in the router context; entry.server.tsx hands it to React and to React Router's inline scripts.
 * The router key lives in a global slot like engineContext (the module exists twice at run time).
 */
const slot = Symbol.for('holzwerk-shop.web.cspNonceContext');
const registry = globalThis as unknown as Record<symbol, RouterContext<string | undefined> | undefined>;
export const cspNonceContext: RouterContext<string | undefined> = (registry[slot] ??= createContext<string | undefined>(undefined));

const NonceContext = createReactContext<string | undefined>(undefined);

/** Wraps the server render so that <Scripts> and <ScrollRestoration> get the nonce. */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return createElement(NonceContext.Provider, { value: nonce }, children);
}

/** The response's nonce on the server; undefined in the browser (which hides nonces anyway). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
