import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initIronCalc from '@ironcalc/wasm';

/**
 * IronCalc (@ironcalc/wasm, MIT/Apache-2.0), the spreadsheet engine that evaluates calculation
 * workbooks. Its default initialiser would fetch `wasm_bg.wasm` by URL, which Node cannot; the
 * module is initialised once per process with the bytes of that file instead.
 */

/** Path of the engine's WebAssembly binary inside node_modules. */
export const IRONCALC_WASM_FILE: string = createRequire(import.meta.url).resolve('@ironcalc/wasm/wasm_bg.wasm');

let ready: Promise<void> | undefined;

/** Resolves when IronCalc can be used; the first call reads and instantiates the binary. */
export function loadIronCalc(): Promise<void> {
  ready ??= readFile(IRONCALC_WASM_FILE)
    .then((bytes) => initIronCalc({ module_or_path: bytes }))
    .then(() => undefined)
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}
