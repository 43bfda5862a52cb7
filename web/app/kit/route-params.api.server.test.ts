import { EngineError } from '@shop/engine';
import { describe, expect, test } from 'vitest';
import { pathId } from './route-params.server';

describe('pathId: the id of an /api path parameter (decision 1092)', () => {
  test('a positive integer within PostgreSQL integer range is the id', () => {
    expect(pathId('1')).toBe(1);
    expect(pathId('2147483647')).toBe(2_147_483_647);
  });

  test.each(['NaN', 'true', '1e309', '99999999999999999999', '2147483648', '1.5', '-1', '0', '', 'abc', undefined])('%s names no row: not found (404), never NaN or Infinity', (value) => {
    let thrown: unknown;
    try {
      pathId(value);
    } catch (error) {
      thrown = error;
    }
    expect(EngineError.is(thrown) && thrown.kind).toBe('not_found');
  });
});
