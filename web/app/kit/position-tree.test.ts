import { describe, expect, it } from 'vitest';
import { filterTreeByStatus, positionTree } from './position-tree';

const positions = [
  { id: 1, parentId: null, name: 'Europalette', status: 'OPEN' },
  { id: 2, parentId: null, name: 'Kiste komplett', status: null },
  { id: 3, parentId: 2, name: 'Seitenwand', status: 'DELIVERED' },
  { id: 4, parentId: 2, name: 'Deckel', status: 'OPEN' },
  { id: 5, parentId: null, name: 'Gitterbox', status: 'INVOICED' },
];
const names = (tree: ReturnType<typeof positionTree<(typeof positions)[number]>>): string[] => tree.flatMap((node) => [node.name, ...names(node.children).map((name) => `  ${name}`)]);

describe('the order positions grid (admin)', () => {
  it('R001-2.27 the status filter keeps the positions of that status, with the group a matching sub-position belongs to', () => {
    const tree = positionTree(positions);
    expect(names(filterTreeByStatus(tree, 'OPEN'))).toEqual(['Europalette', 'Kiste komplett', '  Deckel']);
    expect(names(filterTreeByStatus(tree, 'DELIVERED'))).toEqual(['Kiste komplett', '  Seitenwand']);
    expect(names(filterTreeByStatus(tree, 'INVOICED'))).toEqual(['Gitterbox']);
    expect(filterTreeByStatus(tree, 'PARTLY_DELIVERED')).toEqual([]);
    expect(names(filterTreeByStatus(tree, null))).toEqual(names(tree));
  });
});
