import { ATTRIBUTE_TYPES, optionalSwissDecimalText } from '@shop/engine/browser';
import { z } from 'zod';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/attributes';
import { Toasts } from '../../kit/Toasts';
import { VisibilityFlags } from './VisibilityFlags';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formCheckbox, formFlags, formOptionalText, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { useDeskForm } from '../../kit/desk-form';
import { TextField } from '../../kit/FormFields';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';
import { AttributeTranslationFields } from './AttributeTranslationFields';
import { attributeTranslationsOf } from '../../kit/translation-fields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Attribute' });

/** /admin/Attribute (R001-2.02, R001-8.39): the attribute grid for editing; a new attribute is created outside the grid. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('attributes', ctx, request);
  return { attributes: await context.get(engineContext).catalog.read.listAttributes(ctx) };
}

/** The attribute form: German choice values one per line, unit, bounds (Swiss decimals), default, required. */
const attributeForm = z.object({
  name: formText,
  visibility: formFlags,
  values: formText.transform((text) =>
    text
      .split('\n')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
  unit: formOptionalText,
  min: optionalSwissDecimalText,
  max: optionalSwissDecimalText,
  defaultValue: formOptionalText,
  required: formCheckbox,
});

/** The form as the engine's attribute fields: options only where one is given, none at all as null. */
function attributeOf({ name, visibility, values, unit, min, max, defaultValue, required }: z.output<typeof attributeForm>, form: FormData) {
  const options = {
    ...(values.length > 0 ? { values } : {}),
    ...(unit ? { unit } : {}),
    ...(min !== null ? { min: Number(min) } : {}),
    ...(max !== null ? { max: Number(max) } : {}),
    ...(defaultValue ? { defaultValue } : {}),
    ...(required ? { required: true } : {}),
  };
  return { name, visibility, options: Object.keys(options).length > 0 ? options : null, translations: attributeTranslationsOf(form, values) };
}

export const action = deskAction('attributes', {
  update: {
    schema: attributeForm.extend({ id: formText }),
    run: async ({ input, form, engine, ctx }) => {
      await engine.catalog.admin.updateAttribute(ctx, input.id, attributeOf(input, form));
    },
  },
  create: {
    schema: attributeForm.extend({ typeId: formText }),
    run: async ({ input, form, engine, ctx }) => {
      await engine.catalog.admin.createAttribute(ctx, { ...attributeOf(input, form), typeId: Number(input.typeId) });
      return 'Attribut angelegt';
    },
  },
});

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

type AttributeRow = Awaited<ReturnType<typeof loader>>['attributes'][number];
const column = gridColumns<AttributeRow>();

export default function AdminAttributes() {
  const { attributes } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, busy, errorIn } = useDeskForm();
  const columns = [
    column.accessor('name', {
      header: 'Name und Typ',
      cell: ({ row: { original: attribute } }) => (
        <>
          {attribute.name}
          <br />
          <small className="admin-muted">{attribute.attributeType?.name ?? ''}</small>
        </>
      ),
    }),
    column.display({
      id: 'rules',
      header: 'Sichtbarkeit und Regeln',
      cell: ({ row: { original: attribute } }) => (
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
      ),
    }),
  ];
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <h1>Attribute</h1>
      <AdminGrid label="Attribute" className="is-static" tabIndex={0} columns={columns} data={attributes} rowId={(attribute) => String(attribute.id)} />
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
