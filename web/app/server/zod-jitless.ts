/**
 * zod compiles object schemas with `new Function` after probing once whether it may — a probe
 * that runs when the first object schema is built, as the route modules load. The pages' CSP
 * (decision 871) has no 'unsafe-eval', so the probe was a refused eval on every page with a
 * schema in its modules (Lighthouse's best practices: "Content security policy" issue). This
 * inline script, before any module, writes the global zod keeps its config in (what
 * `z.config({ jitless: true })` sets; zod takes an object that is already there), so zod never
 * probes in the browser. The server keeps the compiled parsers.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
