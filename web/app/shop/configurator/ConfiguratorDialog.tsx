import { formatNumber, translateCatalogueText, type Bounds, type Locale, type ModelResult, type ProductFamily } from '@shop/engine/browser';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  buildConfiguredModel,
  configuratorFields,
  fieldMessages,
  issueFieldMessages,
  shownConfiguratorFields,
  initialConfiguratorValues,
  issueText,
  toCartConfiguration,
  type ConfiguratorField,
  type ConfiguratorValues,
} from './configurator';
import { productViewDirection } from './camera-fit';
import { SCREENSHOT_SIZE } from './configurator-screenshot';
import { useLocale, useT } from '../../i18n/i18n';
import { useAttributeTexts } from '../../i18n/attribute-texts';
import { useLivePrice } from './live-price';
import type { Model3DView } from './Model3D';
import { LivePriceBox } from '../components/PriceInfo';

const Model3D = lazy(() => import('./Model3D'));

export interface ConfiguratorProduct {
  id: number;
  name: string;
  articleNumber: string;
  family: string | null;
  configuration: Record<string, string | null>;
  /** The product's camera position 'x/y/z' (decision 969); null: the default view. */
  cameraPosition?: string | null;
}

export interface ConfiguratorResult {
  configuration: Record<string, string>;
  /** The 512 × 512 picture of the 3D view (data URL), the cart item's image. */
  imageUrl: string | null;
  quantity: number;
}

/**
 * The configurator dialog 'Produkt Konfigurieren' (R000-2.80–2.83): the model's inputs, checked
 * as the shopper types with the engine's model schemas, a live 3D view of the model's boxes, the
 * 'Darstellung' options (explosion drawing), the model's warnings and errors and its part list.
 * OK puts the configuration into the cart; in view-only mode there is only 'Schliessen'.
 */
export default function ConfiguratorDialog({
  product,
  quantity: initialQuantity,
  viewOnly,
  onClose,
  onConfirm,
}: {
  product: ConfiguratorProduct;
  quantity: number;
  viewOnly: boolean;
  onClose: () => void;
  onConfirm: (result: ConfiguratorResult) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const family = product.family as ProductFamily;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const viewRef = useRef<Model3DView | null>(null);
  const attributeTexts = useAttributeTexts();
  const fields = useMemo(() => configuratorFields(family, locale, attributeTexts), [family, locale, attributeTexts]);
  const direction = useMemo(() => productViewDirection(product.cameraPosition), [product.cameraPosition]);
  const [values, setValues] = useState<ConfiguratorValues>(() => initialConfiguratorValues(family, product.configuration));
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const [exploded, setExploded] = useState(false);
  const built = useMemo(() => buildConfiguredModel(family, values), [family, values]);
  const lastGood = useRef<ModelResult | null>(null);
  if (built.ok) lastGood.current = built.result;
  const model = built.ok ? built.result : lastGood.current;
  // Schema errors, else the model's ERRORs, beside the field they are about (decision 1168).
  const messages = built.ok ? issueFieldMessages(family, built.result.issues, locale) : fieldMessages(family, built.errors, locale);
  const modelErrors = built.ok && built.result.issues.some((issue) => issue.level === 'ERROR');
  const amount = Number.parseInt(quantity, 10);
  const quantityValid = /^\d+$/.test(quantity.trim()) && amount >= 1;
  // The live price of this configuration and quantity, from the cart's own engine call.
  const cartConfiguration = useMemo(() => (built.ok ? toCartConfiguration(family, values, built.input) : null), [built, family, values]);
  const livePrice = useLivePrice(product.id, cartConfiguration ?? {}, quantityValid ? amount : 1, { enabled: cartConfiguration !== null && quantityValid });
  const refusedByServer = livePrice.status === 'invalid' || (livePrice.status === 'ready' && livePrice.item.reason === 'invalid_configuration');
  const canConfirm = built.ok && !modelErrors && quantityValid && !refusedByServer;

  useEffect(() => {
    const dialog = dialogRef.current;
    // Whatever opened the dialog gets the focus back when it closes.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const confirm = () => {
    if (!built.ok || !canConfirm) return;
    onConfirm({
      configuration: toCartConfiguration(family, values, built.input),
      // Taken of the view fitted to the whole model, not of whatever the shopper zoomed to.
      imageUrl: viewRef.current?.picture(SCREENSHOT_SIZE) ?? null,
      quantity: amount,
    });
  };

  return (
    <dialog
      ref={dialogRef}
      className="configurator"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        className="configurator__layout"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <header className="configurator__head">
          <h2 id={titleId} className="configurator__title">
            {t('configurator.title')}
          </h2>
          <p className="configurator__product">
            {product.name} · {t('product.articleNumber')} {product.articleNumber}
          </p>
        </header>
        <div className="configurator__view">
          <Suspense fallback={<p className="configurator__loading">{t('configurator.loading3d')}</p>}>
            {model && (
              <Model3D boxes={model.boxes} bounds={model.bounds} exploded={exploded} direction={direction} viewRef={viewRef} />
            )}
          </Suspense>
        </div>
        <div className="configurator__panel">
          {/* First in the panel: the price is in view while the shopper changes the fields. */}
          <section className="configurator__price" aria-label={t('price.yourPrice')} data-testid="configurator-price">
            {built.ok && !modelErrors ? (
              <LivePriceBox price={livePrice} quantity={quantityValid ? amount : 1} />
            ) : (
              <p className="price-unavailable" role="status">
                {t('price.notOrderable')}
              </p>
            )}
          </section>
          <fieldset className="configurator__fields" disabled={viewOnly}>
            <legend>{t('configurator.dimensions')}</legend>
            {shownConfiguratorFields(family, values, fields).map((field) => (
              <ConfiguratorInput key={field.name} field={field} value={values[field.name] ?? ''} message={messages[field.name]} onChange={setValue} />
            ))}
          </fieldset>
          <fieldset className="configurator__fields">
            <legend>{t('configurator.display')}</legend>
            <label className="check">
              <input type="checkbox" checked={exploded} onChange={(event) => setExploded(event.target.checked)} />
              <span>{t('configurator.explosion')}</span>
            </label>
          </fieldset>
          {model && <ModelSummary model={model} />}
          {built.ok && built.result.issues.length > 0 && (
            <ul className="configurator__issues" aria-label={t('configurator.notes')}>
              {built.result.issues.map((issue, index) => (
                <li key={index} className={`issue issue--${issue.level.toLowerCase()}`}>
                  <strong>{issue.level === 'ERROR' ? t('configurator.error') : t('configurator.warning')}:</strong> {issueText(issue, locale)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <footer className="configurator__actions">
          {viewOnly ? (
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('configurator.close')}
            </button>
          ) : (
            <>
              <label className="field field--inline">
                <span className="field__label">{t('product.quantity')}</span>
                <input
                  className="field__input field__input--quantity"
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={quantity}
                  aria-invalid={!quantityValid}
                  onChange={(event) => setQuantity(event.target.value)}
                />
              </label>
              <button type="button" className="button" onClick={onClose}>
                {t('configurator.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={!canConfirm}>
                {t('configurator.ok')}
              </button>
            </>
          )}
        </footer>
      </form>
    </dialog>
  );
}

function ConfiguratorInput({
  field,
  value,
  message,
  onChange,
}: {
  field: ConfiguratorField;
  value: string;
  message: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  if (field.kind === 'boolean') {
    return (
      <label className="check">
        <input type="checkbox" name={field.name} checked={value === 'true'} onChange={(event) => onChange(field.name, String(event.target.checked))} />
        <span>{field.label}</span>
      </label>
    );
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.unit && <span className="field__unit"> ({field.unit})</span>}
      </label>
      {field.kind === 'choice' ? (
        <select id={id} name={field.name} className="field__input" value={value} onChange={(event) => onChange(field.name, event.target.value)} {...described}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => onChange(field.name, event.target.value)}
          {...described}
        />
      )}
      {message && (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

function ModelSummary({ model }: { model: ModelResult }) {
  const t = useT();
  const locale = useLocale();
  const size = outerSize(model.bounds);
  return (
    <details className="configurator__parts">
      <summary>
        {t('configurator.summary', { size, weight: formatWeight(model.totals.weight, locale), parts: model.parts.length })}
      </summary>
      <table className="parts-table">
        <thead>
          <tr>
            <th scope="col">{t('configurator.part')}</th>
            <th scope="col">{t('configurator.count')}</th>
            <th scope="col">{t('configurator.size')}</th>
            <th scope="col">{t('configurator.material')}</th>
          </tr>
        </thead>
        <tbody>
          {model.parts.map((part, index) => (
            <tr key={index}>
              <td>{translateCatalogueText(part.articleName, locale)}</td>
              <td>{part.count}</td>
              <td>{[part.length, part.width, part.height].filter((value) => value > 0).join(' × ')}</td>
              <td>{translateCatalogueText(part.mat, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function outerSize(bounds: Bounds): string {
  return [bounds.max.x - bounds.min.x, bounds.max.z - bounds.min.z, bounds.max.y - bounds.min.y].map((value) => Math.round(value)).join(' × ');
}

/** The weight's number in the reader's format (decision 1165: '28.5' / '28,5'); the text adds 'kg'. */
function formatWeight(weight: number, locale: Locale): string {
  return formatNumber(weight, locale, { maxDecimals: 1 });
}

