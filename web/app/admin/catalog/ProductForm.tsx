import type { CatalogueTranslations } from '@shop/engine/browser';
import type { ProductFormAttribute } from '@shop/engine';
import { Link } from 'react-router';
import { TranslationFields } from '../../kit/TranslationFields';

export const PRODUCT_KIND_LABEL: Record<number, string> = { 1: 'Verpackung', 2: 'Möbel', 3: 'Artwork', 99: 'alle Shops' };

export interface ProductFormValues {
  name: string;
  articleNumber: string;
  typeId: number | null;
  kindCode: number;
  description: string | null;
  listPrice: string | null;
  published: boolean;
  publiclyAvailable: boolean;
  canBeConfigured: boolean;
  values: { attributeId: number; value: string | null }[];
  /** French and English name and description (decision 967). */
  translations?: CatalogueTranslations | null;
}

type Errors = (name: string) => string | undefined;

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error">{message}</span> : null;
}

const DIMENSION = 2;
const COLOR = 3;
const ENUM = 7;
const BOOLEAN = 8;
const WEIGHT = 10;
const CURRENCY = 1;
const LANDING_PAGE = 11;

/** One attribute's input by its type and the spec's value rules (001 §5): choice, yes/no, colour, digits, amount, link, text. */
function AttributeInput({ entry, value, index, errorOf }: { entry: ProductFormAttribute; value: string; index: number; errorOf: Errors }) {
  const { attribute } = entry;
  const name = `value.${attribute.id}`;
  const unit = attribute.options?.unit ? ` (${attribute.options.unit})` : '';
  const label = `${attribute.name}${unit}`;
  const error = <FieldError message={errorOf(`values.${index}.value`)} />;
  if (attribute.typeId === ENUM && attribute.options?.values?.length) {
    return (
      <label>
        {label}
        <select name={name} defaultValue={value}>
          <option value="">–</option>
          {attribute.options.values.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {error}
      </label>
    );
  }
  if (attribute.typeId === BOOLEAN) {
    return (
      <label>
        {label}
        <select name={name} defaultValue={value}>
          <option value="">–</option>
          <option value="true">ja</option>
          <option value="false">nein</option>
        </select>
        {error}
      </label>
    );
  }
  const typeProps =
    attribute.typeId === DIMENSION || attribute.typeId === WEIGHT
      ? { inputMode: 'numeric' as const, pattern: '\\d*', title: 'nur Ziffern' }
      : attribute.typeId === CURRENCY
        ? { inputMode: 'decimal' as const, pattern: '\\d+(\\.\\d{1,2})?', title: 'Betrag, z. B. 12.50' }
        : attribute.typeId === COLOR
          ? { pattern: '#[0-9A-Fa-f]{6}', title: 'Farbe als #RRGGBB', placeholder: '#A0522D' }
          : attribute.typeId === LANDING_PAGE
            ? { type: 'url' }
            : {};
  return (
    <label>
      {label}
      <input name={name} defaultValue={value} required={attribute.options?.required === true} {...typeProps} />
      {error}
    </label>
  );
}

/** The product's fields and the attributes of its type (create and edit, R001-2.19). */
export function ProductFields({
  values,
  types,
  attributes,
  errorOf,
  typeChangeHref,
}: {
  values: ProductFormValues;
  types: { id: number; name: string }[];
  attributes: ProductFormAttribute[];
  errorOf: Errors;
  /** On create: a link that reloads the form for another type (its attributes and next number). */
  typeChangeHref?: (typeId: number) => string;
}) {
  const valueOf = (attributeId: number) => values.values.find((entry) => entry.attributeId === attributeId)?.value ?? '';
  return (
    <div className="admin-panels">
      <div className="admin-panel admin-form admin-customer-fields">
        <label>
          Name
          <input name="name" defaultValue={values.name} required />
          <FieldError message={errorOf('name')} />
        </label>
        <label>
          Produkttyp
          <select
            name="typeId"
            defaultValue={values.typeId ?? ''}
            onChange={typeChangeHref ? (event) => window.location.assign(typeChangeHref(Number(event.target.value))) : undefined}
          >
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          <FieldError message={errorOf('typeId')} />
        </label>
        <label>
          Artikelnummer
          <input name="articleNumber" defaultValue={values.articleNumber} />
          <FieldError message={errorOf('articleNumber')} />
        </label>
        <label>
          Shop
          <select name="kindCode" defaultValue={values.kindCode}>
            {Object.entries(PRODUCT_KIND_LABEL).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Listenpreis CHF (leer: nur Kundenpreise)
          <input name="listPrice" inputMode="decimal" defaultValue={values.listPrice ?? ''} />
          <FieldError message={errorOf('listPrice')} />
        </label>
        <label className="admin-check">
          <input type="checkbox" name="published" defaultChecked={values.published} /> veröffentlicht
        </label>
        <label className="admin-check">
          <input type="checkbox" name="publiclyAvailable" defaultChecked={values.publiclyAvailable} /> für alle Kunden sichtbar
        </label>
        <label className="admin-check">
          <input type="checkbox" name="canBeConfigured" defaultChecked={values.canBeConfigured} /> konfigurierbar
        </label>
        <label className="admin-wide">
          Beschreibung
          <textarea name="description" rows={3} defaultValue={values.description ?? ''} />
        </label>
        <TranslationFields german={values} translations={values.translations} errorOf={errorOf} />
      </div>
      <div className="admin-panel admin-form">
        <h2>Attribute des Typs</h2>
        {attributes.length === 0 && <p className="admin-muted">Dieser Produkttyp hat keine Attribute.</p>}
        {attributes.map((entry, index) => (
          <AttributeInput key={entry.attributeId} entry={entry} index={index} value={valueOf(entry.attributeId)} errorOf={errorOf} />
        ))}
        <p className="admin-muted">
          <Link to="/admin/ProductType">Attribute der Produkttypen verwalten</Link>
        </p>
      </div>
    </div>
  );
}
