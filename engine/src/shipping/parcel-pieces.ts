import type { EntityManager } from '@mikro-orm/postgresql';
import { AttributeTypeId } from '../catalog/enums';
import { ProductAttributeValue } from '../catalog/product.entity';
import type { ParcelPiece } from './parcel';

/**
 * The pieces of a cart as the post would carry them (decision 1140): the product's weight
 * attribute (type WEIGHT, kg) and its size from the dimension attributes named for the three
 * sides — a configured value (the cart line's configuration, by attribute name) wins over the
 * product's. Inner sizes (a crate's Innenlänge …) get the walls added.
 */

/** The dimension attributes that give a piece's sides, outer first; an inner one adds {@link WALL_ALLOWANCE_CM}. */
const SIDES: readonly (readonly { name: string; inner: boolean }[])[] = [
  [{ name: 'Länge', inner: false }, { name: 'Innenlänge', inner: true }],
  [{ name: 'Breite', inner: false }, { name: 'Innenbreite', inner: true }],
  [{ name: 'Höhe', inner: false }, { name: 'Innenhöhe', inner: true }],
];

/** Two walls of a crate (2 × 25 mm boards, lid and bottom alike): inner size + 5 cm is the outer size. */
export const WALL_ALLOWANCE_CM = 5;

const number = (value: unknown): number | null => {
  const parsed = Number(String(value ?? '').trim().replace(',', '.'));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

/** A length in the attribute's unit as cm (mm when the attribute names none, as the catalogue's sizes are). */
const toCm = (value: number, unit: unknown): number => (unit === 'cm' ? value : unit === 'm' ? value * 100 : value / 10);

export interface PieceAttribute {
  name: string;
  typeId: number;
  unit?: unknown;
  value: unknown;
}

/** A piece from a product's attributes and a line's configuration (pure: the rule above). */
export function pieceOf(attributes: readonly PieceAttribute[], configuration: Readonly<Record<string, unknown>> = {}): ParcelPiece {
  const valueOf = (attribute: PieceAttribute) => (attribute.name in configuration ? configuration[attribute.name] : attribute.value);
  const weight = attributes.find((attribute) => attribute.typeId === AttributeTypeId.WEIGHT);
  const sides = SIDES.map((names) => {
    for (const { name, inner } of names) {
      const attribute = attributes.find((candidate) => candidate.typeId === AttributeTypeId.DIMENSION && candidate.name === name);
      const value = attribute ? number(valueOf(attribute)) : null;
      if (attribute && value !== null) return toCm(value, attribute.unit) + (inner ? WALL_ALLOWANCE_CM : 0);
    }
    return null;
  });
  return {
    weightKg: weight ? number(valueOf(weight)) : null,
    dimensionsCm: sides.every((side): side is number => side !== null) ? sides : null,
  };
}

/** The weight and dimension attributes of each product (none: an empty list), for {@link pieceOf}. */
export async function loadPieceAttributes(em: EntityManager, ids: readonly number[]): Promise<Map<number, PieceAttribute[]>> {
  const byProduct = new Map<number, PieceAttribute[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProduct;
  const rows = await em.find(
    ProductAttributeValue,
    { product: { $in: [...ids] }, attribute: { typeId: { $in: [AttributeTypeId.WEIGHT, AttributeTypeId.DIMENSION] } } },
    { populate: ['attribute'] },
  );
  for (const row of rows) byProduct.get(row.product.id)?.push({ name: row.attribute.name, typeId: row.attribute.typeId, unit: row.attribute.options?.unit, value: row.value });
  return byProduct;
}

/** The piece of each cart line (same order as `items`), from its product's attributes. */
export function parcelPiecesOf(
  attributes: ReadonlyMap<number, readonly PieceAttribute[]>,
  items: readonly { productId: number; configuration?: Readonly<Record<string, unknown>> | undefined }[],
): ParcelPiece[] {
  return items.map((item) => pieceOf(attributes.get(item.productId) ?? [], item.configuration ?? {}));
}
