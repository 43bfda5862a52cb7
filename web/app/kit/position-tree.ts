/** A position with its children (composite positions group them). */
export type PositionNode<P> = P & { children: PositionNode<P>[] };

/** Positions (of an order or a quote) as a tree, in the given order. */
export function positionTree<P extends { id: number; parentId: number | null }>(positions: readonly P[]): PositionNode<P>[] {
  const nodes = new Map<number, PositionNode<P>>(positions.map((position) => [position.id, { ...position, children: [] }]));
  const roots: PositionNode<P>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The tree narrowed to the positions of one status (the positions grid's status filter, R001-2.27):
 * a position stays when it has the status or something below it does, so a match keeps its group.
 * No status (or null) keeps the whole tree.
 */
export function filterTreeByStatus<P extends { status: string | null }>(tree: readonly PositionNode<P>[], status: string | null): PositionNode<P>[] {
  if (!status) return [...tree];
  return tree.flatMap((node) => {
    const children = filterTreeByStatus(node.children, status);
    return node.status === status || children.length > 0 ? [{ ...node, children }] : [];
  });
}
