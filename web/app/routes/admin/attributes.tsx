import { ATTRIBUTE_TYPES } from '@shop/engine/browser';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/attributes';
import { Toasts } from '../../components/admin/Toasts';
import { VisibilityFlags, visibilityOf } from '../../components/admin/VisibilityFlags';
import { requireAdminAction, requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { useDeskForm, type DeskActionResult } from '../../lib/desk-form';
import { failureOf } from '../../lib/form-errors.server';
import { field } from './product-form.server';
import { TextField } from '../../components/admin/FormFields';
import { AttributeTranslationFields } from '../../components/admin/AttributeTranslationFields';
import { attributeTranslationsOf } from '../../lib/translation-fields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Attribute' });

/** /admin/Attribute (R001-2.02, R001-8.39): the attribute grid for editing; a new attribute is created outside the grid. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('attributes', ctx, request);
  return { attributes: await context.get(engineContext).catalog.read.listAttributes(ctx) };
}

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text.replace(',', '.')));

/** The German choice values of the form (one per line). */
const valuesOf = (form: FormData) =>
  field(form, 'values')
    .split('\n')
    .map((value) => value.trim())
    .filter(Boolean);

/** The options of the form: choice values (one per line), unit, bounds, default, required. */
function optionsOf(form: FormData) {
  const values = valuesOf(form);
  const options = {
    ...(values.length > 0 ? { values } : {}),
    ...(field(form, 'unit') ? { unit: field(form, 'unit') } : {}),
    ...(numberOrUndefined(field(form, 'min')) !== undefined ? { min: numberOrUndefined(field(form, 'min')) } : {}),
    ...(numberOrUndefined(field(form, 'max')) !== undefined ? { max: numberOrUndefined(field(form, 'max')) } : {}),
    ...(field(form, 'defaultValue') ? { defaultValue: field(form, 'defaultValue') } : {}),
    ...(form.get('required') === 'on' ? { required: true } : {}),
  };
  return Object.keys(options).length > 0 ? options : null;
}

export async function action({ request, context }: Route.ActionArgs): Promise<DeskActionResult> {
  const ctx = context.get(requestContext);
  requireAdminAction('attributes', ctx);
  const admin = context.get(engineContext).catalog.admin;
  const form = await request.formData();
  const intent = field(form, 'intent');
  try {
    switch (intent) {
      case 'update':
        await admin.updateAttribute(ctx, field(form, 'id'), {
          name: field(form, 'name'),
          visibility: visibilityOf(form),
          options: optionsOf(form),
          translations: attributeTranslationsOf(form, valuesOf(form)),
        });
        return { ok: true, intent, message: 'Änderungen gespeichert' };
      case 'create':
        await admin.createAttribute(ctx, {
          name: field(form, 'name'),
          typeId: Number(field(form, 'typeId')),
          visibility: visibilityOf(form),
          options: optionsOf(form),
          translations: attributeTranslationsOf(form, valuesOf(form)),
        });
        return { ok: true, intent, message: 'Attribut angelegt' };
      default:
        return { ok: false, intent, message: 'Unbekannte Aktion', fieldErrors: {} };
    }
  } catch (error) {
    return failureOf(intent, error, ctx);
  }
}

function OptionInputs({ options }: { options: { values?: string[]; unit?: string; min?: number; max?: number; defaultValue?: string; required?: boolean } | null }) {
  return (
    <>
      <label>
        Auswahlwerte (einer je Zeile)
        <textarea name="values" rows={2} defaultValue={options?.values?.join('\n') ?? ''} />
      </label>
      <TextField label="Einheit" name="unit" defaultValue={options?.unit} style={{ width: '5em' }} />
      <TextField label="Min" name="min" inputMode="decimal" defaultValue={options?.min} style={{ width: '6em' }} />
      <TextField label="Max" name="max" inputMode="decimal" defaultValue={options?.max} style={{ width: '6em' }} />
      <TextField label="Vorgabe" name="defaultValue" defaultValue={options?.defaultValue} style={{ width: '8em' }} />
      <label className="admin-check">
        <input type="checkbox" name="required" defaultChecked={options?.required ?? false} /> Pflicht
      </label>
    </>
  );
}

export default function AdminAttributes() {
  const { attributes } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, busy, errorIn } = useDeskForm();
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <h1>Attribute</h1>
      <table className="admin-table is-static" tabIndex={0} aria-label="Attribute">
        <thead>
          <tr>
            <th>Name und Typ</th>
            <th>Sichtbarkeit und Regeln</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.id}>
              <td>
                {attribute.name}
                <br />
                <small className="admin-muted">{attribute.attributeType?.name ?? ''}</small>
              </td>
              <td>
                <fetcher.Form method="post" className="admin-inline-form admin-form" aria-label={`Attribut ${attribute.name}`} style={{ flexWrap: 'wrap' }}>
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="id" value={attribute.id} />
                  <TextField label="Name" name="name" defaultValue={attribute.name} />
                  <VisibilityFlags value={attribute.visibility} label={attribute.name} />
                  <OptionInputs options={attribute.options} />
                  <details className="admin-translations" style={{ flexBasis: '100%' }}>
                    <summary>Französisch und Englisch{attribute.translations ? ' (übersetzt)' : ''}</summary>
                    <AttributeTranslationFields
                      german={{ name: attribute.name, values: attribute.options?.values ?? [] }}
                      translations={attribute.translations}
                      errorOf={(name) => errorIn('update', name)}
                    />
                  </details>
                  <button type="submit" className="admin-button" disabled={busy}>
                    Speichern
                  </button>
                </fetcher.Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Attribut anlegen">
        <h2>Neues Attribut (ausserhalb des Rasters, 001 §8)</h2>
        <input type="hidden" name="intent" value="create" />
        <TextField label="Name" name="name" required />
        <label>
          Typ
          <select name="typeId">
            {ATTRIBUTE_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <VisibilityFlags value={0} label="neues Attribut" />
        <OptionInputs options={null} />
        <AttributeTranslationFields german={{ name: '', values: [] }} translations={null} errorOf={(name) => errorIn('create', name)} />
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Attribut anlegen
          </button>
        </p>
      </fetcher.Form>
    </section>
  );
}
