import { canRemove, createQuoteCart, isQuotePaymentAllowed, quoteItemMutability, removeQuoteCartItem, type CartItemMutability } from '../cart/rules';
import { PaymentOption } from '../requests/enums';

/**
 * The quote cart rules (000 §4 "Quote order") as the server applies them when a quote is ordered:
 * cancelled (storno) positions are left out, insurance-service positions (product type 1115) may
 * only be removed, every other position is fixed (quantity and price from the quote); invoice
 * payment is refused for artwork requests. Pure: the service reads and writes the database.
 */

/** A quote position as the rules read it. */
export interface QuoteOrderPosition {
  id: number;
  parentId: number | null;
  storno: boolean;
  productTypeId: number | null;
}

export interface QuoteOrderSelection<P extends QuoteOrderPosition> {
  /** Positions that go into the order, parents before their children, in the quote's order. */
  kept: P[];
  /** Root positions the customer removed (recorded as the removed list). */
  removed: P[];
  /** Ids the customer asked to remove that may not be removed (fixed, unknown or cancelled). */
  refused: number[];
}

/**
 * Which positions of a quote make the order. The rules apply to the root positions (the quote's
 * cart items); a child goes with its parent, and a cancelled child is left out as well.
 */
export function selectQuoteOrderPositions<P extends QuoteOrderPosition>(positions: readonly P[], removedIds: readonly number[]): QuoteOrderSelection<P> {
  const roots = positions.filter((position) => position.parentId === null);
  let cart = createQuoteCart(roots);
  const refused: number[] = [];
  for (const id of new Set(removedIds)) {
    const next = removeQuoteCartItem(cart, id);
    if (next === cart) refused.push(id);
    cart = next;
  }
  const keptIds = new Set(cart.items.map((item) => item.position.id));
  // Children follow their parent; walk the tree from the kept roots.
  const byParent = new Map<number, P[]>();
  for (const position of positions) {
    if (position.parentId === null) continue;
    byParent.set(position.parentId, [...(byParent.get(position.parentId) ?? []), position]);
  }
  const queue = [...keptIds];
  while (queue.length > 0) {
    const parentId = queue.shift() as number;
    for (const child of byParent.get(parentId) ?? []) {
      if (child.storno || keptIds.has(child.id)) continue;
      keptIds.add(child.id);
      queue.push(child.id);
    }
  }
  return { kept: positions.filter((position) => keptIds.has(position.id)), removed: cart.removed, refused };
}

/** The mutability the quote checkout shows for a root position (insurance removable, others fixed). */
export function quotePositionMutability(position: Pick<QuoteOrderPosition, 'id' | 'storno' | 'productTypeId'>): CartItemMutability {
  return quoteItemMutability(position);
}

export function isRemovableQuotePosition(position: Pick<QuoteOrderPosition, 'id' | 'storno' | 'productTypeId'>): boolean {
  return canRemove(quoteItemMutability(position));
}

/** The payment methods offered when ordering a quote of this request type (no "choose"). */
export function quoteOrderPaymentMethods(requestType: string | null | undefined): number[] {
  return Object.values(PaymentOption).filter((option) => option !== PaymentOption.CHOOSE && isQuotePaymentAllowed(option, requestType));
}
