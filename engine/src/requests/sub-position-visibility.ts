/** The shape the visibility rule reads: a position's id, its parent and its toggle. */
export interface VisibilityNode {
  id: number;
  parent?: { id: number } | null;
  childrenVisible: boolean;
}

/**
 * The positions a customer sees (R001-4.17, decision 785): staff hide a group's sub-positions with
 * its visibility toggle (`childrenVisible` off); what hangs below a hidden one stays hidden too.
 */
export function visibleToCustomer<P extends VisibilityNode>(positions: readonly P[]): P[] {
  const byId = new Map(positions.map((position) => [position.id, position]));
  const shown = (position: P, seen: Set<number>): boolean => {
    const parent = position.parent ? byId.get(position.parent.id) : undefined;
    if (!parent || seen.has(parent.id)) return true;
    seen.add(parent.id);
    return parent.childrenVisible && shown(parent, seen);
  };
  return positions.filter((position) => shown(position, new Set([position.id])));
}
