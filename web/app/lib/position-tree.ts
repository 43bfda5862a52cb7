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
