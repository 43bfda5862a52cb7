import { z } from 'zod';
import { updateProductTypeSchema } from '@shop/engine';
import { MODEL_MODES, PRODUCT_FAMILIES } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/product-types';
import { Toasts } from '../../kit/Toasts';
import { VisibilityFlags } from './VisibilityFlags';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formFlags, formOptionalText, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { useDeskForm } from '../../kit/desk-form';
import { FieldError, TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { AdminGrid, gridColumns } from '../../kit/AdminGrid';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Produkttypen' });

/** /admin/ProductType (R001-2.23): the types, the chosen type's fields and its ordered attributes (`?type=<id>`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productTypes', ctx, request);
  const engine = context.get(engineContext);
  const [types, attributes] = await Promise.all([engine.catalog.read.listProductTypesWithAttributes(ctx), engine.catalog.read.listAttributes(ctx)]);
  const wanted = Number(new URL(request.url).searchParams.get('type'));
  const selected = types.find((type) => type.id === wanted) ?? null;
  return { types: types.map(({ id, name, attrs }) => ({ id, name, attributes: attrs.length })), selected, attributes: attributes.map(({ id, name }) => ({ id, name })) };
}

const ofType = z.object({ typeId: formText });

export const action = deskAction('productTypes', {
  create: {
    schema: z.object({ name: formText }),
    run: async ({ input, engine, ctx }) => {
      await engine.catalog.admin.createProductType(ctx, input);
      return 'Produkttyp angelegt';
    },
  },
  save: {
    schema: ofType.extend({ name: formText, excelFilePath: formOptionalText, modelMode: formOptionalText, modelFamily: formOptionalText }),
    run: async ({ input: { typeId, ...fields }, engine, ctx }) => {
      await engine.catalog.admin.updateProductType(ctx, typeId, updateProductTypeSchema.parse(fields));
    },
  },
  workbook: {
    schema: ofType,
    // The calculation workbook (decision 897): checked, stored in FILES_DIR/kalkulation, then named on the type.
    run: async ({ input: { typeId }, form, engine, ctx }) => {
      const file = form.get('file');
      if (!(typeof file === 'object' && file && file.size > 0)) return deskFailure('Bitte eine Excel-Arbeitsmappe (.xlsx) wählen.', { file: 'Eingabe erforderlich' });
      const stored = await engine.pricing.workbooks.upload(ctx, file.name, new Uint8Array(await file.arrayBuffer()));
      await engine.catalog.admin.updateProductType(ctx, typeId, { excelFilePath: stored.path });
      return `Arbeitsmappe ${stored.path} gespeichert`;
    },
  },
  addAttribute: {
    schema: ofType.extend({ attributeId: formText }),
    run: async ({ input: { typeId, attributeId }, engine, ctx }) => {
      await engine.catalog.admin.addTypeAttribute(ctx, typeId, { attributeId: Number(attributeId) });
      return 'Attribut hinzugefügt';
    },
  },
  updateAttribute: {
    schema: ofType.extend({ linkId: formText, visibility: formFlags, order: formText }),
    run: async ({ input: { typeId, linkId, visibility, order }, engine, ctx }) => {
      await engine.catalog.admin.updateTypeAttribute(ctx, typeId, { productTypeAttributeId: Number(linkId), visibility, order: Number(order) });
    },
  },
  removeAttribute: {
    schema: ofType.extend({ linkId: formText }),
    run: async ({ input: { typeId, linkId }, engine, ctx }) => {
      await engine.catalog.admin.removeTypeAttributes(ctx, typeId, { productTypeAttributeIds: [Number(linkId)] });
      return 'Attribut entfernt';
    },
  },
});

type Loaded = Awaited<ReturnType<typeof loader>>;
type TypeRow = Loaded['types'][number];
type LinkRow = NonNullable<Loaded['selected']>['attrs'][number];
const typeColumn = gridColumns<TypeRow>();
const typeColumns = [
  typeColumn.accessor('name', { header: 'Produkttyp', cell: ({ row: { original: type } }) => <Link to={`?type=${type.id}`}>{type.name}</Link> }),
  typeColumn.accessor('attributes', { header: 'Attribute' }),
];
const linkColumn = gridColumns<LinkRow>();

export default function AdminProductTypes() {
  const { types, selected, attributes } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, result, errorOf, busy } = useDeskForm();
  const linked = new Set(selected?.attrs.map((link) => link.attributeId) ?? []);
  const linkColumns = (typeId: number, typeName: string) => [
    linkColumn.display({
      id: 'attribute',
      header: 'Attribut',
      cell: ({ row: { original: link } }) => (
        <>
          {link.attribute.name} <small className="admin-muted">{link.attribute.attributeType?.name}</small>
        </>
      ),
    }),
    linkColumn.display({
      id: 'order',
      header: 'Reihenfolge',
      cell: ({ row: { original: link } }) => (
        <fetcher.Form method="post" className="admin-inline-form">
          <input type="hidden" name="typeId" value={typeId} />
          <input type="hidden" name="linkId" value={link.id} />
          <input name="order" type="number" min="0" defaultValue={link.order} aria-label={`Reihenfolge ${link.attribute.name}`} style={{ width: '5em' }} />
          <VisibilityFlags value={link.visibility} label={link.attribute.name} />
          <button type="submit" name="intent" value="updateAttribute" className="admin-button" disabled={busy}>
            Speichern
          </button>
          <ConfirmButton
            name="intent"
            value="removeAttribute"
            question={{ message: `Das Attribut ${link.attribute.name} wird aus dem Produkttyp ${typeName} entfernt, mit seinen Werten bei allen Produkten des Typs.`, confirm: 'Attribut entfernen' }}
            className="admin-button is-danger"
            disabled={busy}
          >
            Entfernen
          </ConfirmButton>
        </fetcher.Form>
      ),
    }),
    linkColumn.display({ id: 'visibility', header: 'Sichtbarkeit' }),
    linkColumn.display({ id: 'action', header: () => <span className="visually-hidden">Aktion</span> }),
  ];
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <h1>Produkttypen</h1>
      <div className="admin-panels">
        <div className="admin-panel">
          <AdminGrid
            label="Produkttypen"
            className="is-static"
            tabIndex={0}
            columns={typeColumns}
            data={types}
            rowId={(type) => String(type.id)}
            rowClassName={(type) => (type.id === selected?.id ? 'is-selected' : undefined)}
          />
          <fetcher.Form method="post" className="admin-form" aria-label="Produkttyp anlegen">
            <input type="hidden" name="intent" value="create" />
            <label>
              Neuer Produkttyp
              <input name="name" required />
              {result && !result.ok && result.intent === 'create' && errorOf('name') && <span className="field-error">{errorOf('name')}</span>}
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Anlegen
            </button>
          </fetcher.Form>
        </div>
        {selected && (
          <fetcher.Form method="post" className="admin-panel admin-form" aria-label={`Produkttyp ${selected.name}`}>
            <h2>{selected.name}</h2>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="typeId" value={selected.id} />
            <TextField label="Name" name="name" defaultValue={selected.name} />
            <TextField label="Kalkulations-Arbeitsmappe (Pfad im Dateiverzeichnis)" name="excelFilePath" defaultValue={selected.excelFilePath} error={errorOf('excelFilePath')} />
            <label>
              Modell
              <select name="modelMode" defaultValue={selected.modelMode ?? ''}>
                <option value="">keines</option>
                {MODEL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {mode}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Modellfamilie
              <select name="modelFamily" defaultValue={selected.modelFamily ?? ''}>
                <option value="">keine</option>
                {PRODUCT_FAMILIES.map((family) => (
                  <option key={family} value={family}>
                    {family}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
          </fetcher.Form>
        )}
        {selected && (
          <fetcher.Form method="post" encType="multipart/form-data" className="admin-panel admin-form" aria-label="Arbeitsmappe hochladen">
            <h2>Kalkulations-Arbeitsmappe</h2>
            <input type="hidden" name="intent" value="workbook" />
            <input type="hidden" name="typeId" value={selected.id} />
            <p className="admin-muted">{selected.excelFilePath ? `Aktuell: ${selected.excelFilePath}` : 'Noch keine Arbeitsmappe.'} Eine neue Datei wird geprüft (Blätter Eingabe/Ausgabe) und ersetzt eine gleichnamige erst dann.</p>
            <label>
              Excel-Datei (.xlsx, höchstens 5 MB)
              <input type="file" name="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
              <FieldError message={errorOf('file')} />
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Hochladen
            </button>
          </fetcher.Form>
        )}
      </div>
      {selected && (
        <div className="admin-panel">
          <h2>Attribute von {selected.name}</h2>
          <AdminGrid
            label="Attribute des Typs"
            className="is-static"
            tabIndex={0}
            columns={linkColumns(selected.id, selected.name)}
            data={selected.attrs}
            rowId={(link) => String(link.id)}
            // One form per row spans the order, visibility and action columns.
            cellProps={(_link, columnId) => (columnId === 'order' ? { colSpan: 3 } : undefined)}
          />
          <fetcher.Form method="post" className="admin-inline-form" aria-label="Attribut hinzufügen">
            <input type="hidden" name="intent" value="addAttribute" />
            <input type="hidden" name="typeId" value={selected.id} />
            <label>
              Attribut hinzufügen{' '}
              <select name="attributeId">
                {attributes
                  .filter((attribute) => !linked.has(attribute.id))
                  .map((attribute) => (
                    <option key={attribute.id} value={attribute.id}>
                      {attribute.name}
                    </option>
                  ))}
              </select>
            </label>
            <button type="submit" className="admin-button" disabled={busy}>
              Hinzufügen
            </button>
          </fetcher.Form>
          <p className="admin-muted">Entfernen löscht auch die Werte dieses Attributs bei allen Produkten des Typs.</p>
        </div>
      )}
    </section>
  );
}
