import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../../scripts/api-types';

/** Decision 1186: the browser's client is typed by the document as the code builds it now. */
describe('[ops] the generated /api types (web/app/kit/openapi-types.ts)', () => {
  it('[ops] are what `npm run api:types` writes for the current document', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const generated = await generateApiTypes();
    // Not toEqual on 17 000 lines: the message says what to do, not the whole diff.
    expect(committed === generated, 'web/app/kit/openapi-types.ts is not the current document’s types: run npm run api:types').toBe(true);
  }, 60_000);

  it('[ops] name the calls the browser makes', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    for (const path of ['/api/product/order-price', '/api/customers/{id}/customer-order-settings', '/api/customer/{id}/address', '/api/customers/contact/contact-form']) {
      expect(committed).toContain(`"${path}": {`);
    }
  });
});
