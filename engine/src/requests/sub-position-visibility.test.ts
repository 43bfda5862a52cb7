import { describe, expect, it } from 'vitest';
import { visibleToCustomer } from './sub-position-visibility';

const node = (id: number, parentId: number | null, childrenVisible = true) => ({ id, parent: parentId === null ? null : { id: parentId }, childrenVisible });

describe('sub-position visibility', () => {
  it('R001-4.17 a group with the toggle off hides its sub-positions (and theirs) from the customer; on, they show', () => {
    const positions = [node(1, null), node(2, null, false), node(3, 2), node(4, 3), node(5, null), node(6, 5), node(7, 6, false), node(8, 7)];
    expect(visibleToCustomer(positions).map((position) => position.id)).toEqual([1, 2, 5, 6, 7]);
    // A parent not among the positions hides nothing; a cycle ends.
    expect(visibleToCustomer([node(9, 99), node(10, 11), node(11, 10)]).map((position) => position.id)).toEqual([9, 10, 11]);
  });
});
