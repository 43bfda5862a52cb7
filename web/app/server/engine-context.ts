import type { Engine } from '@shop/engine';
import { createContext, type RouterContext } from 'react-router';

/**
 * The engine in the router context: web/server.ts sets it in getLoadContext, loaders read it with
 * `context.get(engineContext)`.
 *
 * The key is an object compared by identity, and this module exists twice at run time (once in
 * the server bundle, once imported by web/server.ts), so the key is kept in a global registry
 * slot: both copies hand out the same key.
 */
const slot = Symbol.for('holzwerk-shop.web.engineContext');
const registry = globalThis as unknown as Record<symbol, RouterContext<Engine> | undefined>;

export const engineContext: RouterContext<Engine> = (registry[slot] ??= createContext<Engine>());

const addressSlot = Symbol.for('holzwerk-shop.web.clientAddressContext');
const addressRegistry = globalThis as unknown as Record<symbol, RouterContext<string | undefined> | undefined>;

/**
 * The client's IP address from the TCP socket, or from X-Forwarded-For only when the proxy is
 * trusted by TRUST_PROXY (a client can forge the header otherwise): set by web/server.ts, used
 * for the per-address limits.
 */
export const clientAddressContext: RouterContext<string | undefined> = (addressRegistry[addressSlot] ??= createContext<string | undefined>(undefined));
