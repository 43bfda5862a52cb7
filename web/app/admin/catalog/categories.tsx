import { z } from 'zod';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/categories';
import { AddCategoryProductModal, EditCategoryModal, type CategoryValues } from './CategoryDialogs';
import { SortableList, type TreeNode } from './CategoryTree';
import { Toasts } from '../../kit/Toasts';
import { requireAdminScreen } from '../screens.server';
import { deskAction, deskFailure, formCheckbox, formOptionalInteger, formOptionalText, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { translationsOf } from '../../kit/translation-fields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kategorien' });

const MODES = { verpackung: 'Verpackungen', moebel: 'Palettenmöbel' } as const;
type Mode = keyof typeof MODES;

/**
 * /admin/Category (R001-2.03): the category tree of a shop mode (`?mode=`), reordered by drag and
 * drop or the keyboard (decision 892); EditCategoryModal (`?edit=<id>|new`) and
 * AddCategoryProductModal (`?products=<id>`) open by search param, so the back button closes them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('categories', ctx, request);
  const engine = context.get(engineContext);
  const search = new URL(request.url).searchParams;
  const mode: Mode = search.get('mode') === 'moebel' ? 'moebel' : 'verpackung';
  try {
    // A shop without categories yet (no root): the screen offers to create its root.
    const root = await engine.catalog.categories.getCategoryTree(ctx, { shopMode: mode }).catch((error: unknown) => {
      if (error instanceof Error && 'kind' in error && error.kind === 'not_found') return null;
      throw error;
    });
    if (!root) {
      const edit: CategoryValues | null =
        search.get('edit') === 'new' ? { id: null, name: '', description: null, parentId: null, shopTypeId: mode === 'moebel' ? 2 : 1, contentLink: null, published: true, imageFileName: null } : null;
      return { mode, root: null, parents: [], edit, products: null };
    }
    const flat: { node: typeof root; depth: number }[] = [];
    const walk = (node: typeof root, depth: number) => {
      flat.push({ node, depth });
      node.children.forEach((child) => walk(child, depth + 1));
    };
    walk(root, 0);
    const editParam = search.get('edit');
    const edited = editParam === 'new' ? null : flat.find((entry) => String(entry.node.id) === editParam)?.node;
    const edit: CategoryValues | null =
      editParam === 'new'
        ? { id: null, name: '', description: null, parentId: Number(search.get('parent')) || root.id, shopTypeId: root.shopTypeId, contentLink: null, published: true, imageFileName: null }
        : edited
          ? { id: edited.id, name: edited.name, description: edited.description, parentId: edited.parentId, shopTypeId: edited.shopTypeId, contentLink: edited.contentLink, published: edited.published, imageFileName: edited.imageFileName, translations: edited.translations }
          : null;
    const productsOf = flat.find((entry) => String(entry.node.id) === search.get('products'))?.node;
    const links = productsOf ? await engine.catalog.categoryDesk.categoryProducts(ctx, productsOf.id) : [];
    return {
      mode,
      root,
      parents: flat.map((entry) => ({ id: entry.node.id, name: entry.node.name, depth: entry.depth })),
      edit,
      products: productsOf ? { category: { id: productsOf.id, name: productsOf.name }, links } : null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** The category dialog's fields (R001-2.03); the French and English texts beside them. */
const categoryForm = z.object({
  name: formText,
  description: formOptionalText,
  parentId: formOptionalInteger,
  shopTypeId: formOptionalInteger,
  contentLink: formOptionalText,
  imageFileName: formOptionalText,
  published: formCheckbox,
});

const categoryOf = ({ parentId, shopTypeId, ...fields }: z.output<typeof categoryForm>, form: FormData) => ({
  ...fields,
  parentId: parentId || null,
  shopTypeId: (shopTypeId || 99) as 99,
  translations: translationsOf(form),
});

const byId = z.object({ id: formText });
const inCategory = z.object({ categoryId: formText });

export const action = deskAction('categories', {
  move: {
    schema: byId.extend({ targetId: formText, position: formText }),
    run: async ({ input: { id, targetId, position }, engine, ctx }) => {
      await engine.catalog.categoryDesk.moveCategory(ctx, { id, targetId, position: position as 'before' });
      return 'Reihenfolge gespeichert';
    },
  },
  create: {
    schema: categoryForm,
    run: async ({ input, form, engine, ctx }) => {
      await engine.catalog.admin.createCategory(ctx, categoryOf(input, form));
      return 'Kategorie angelegt';
    },
  },
  update: {
    schema: categoryForm.extend({ id: formText }),
    run: async ({ input: { id, ...fields }, form, engine, ctx }) => {
      await engine.catalog.admin.updateCategory(ctx, id, categoryOf(fields, form));
    },
  },
  delete: {
    schema: byId,
    run: async ({ input: { id }, engine, ctx }) => {
      await engine.catalog.admin.deleteCategory(ctx, id);
      return 'Kategorie gelöscht';
    },
  },
  linkProduct: {
    schema: inCategory.extend({ articleNumber: formText }),
    run: async ({ input: { categoryId, articleNumber }, engine, ctx }) => {
      const found = articleNumber ? (await engine.catalog.products.listProducts(ctx, { articleNumber, includeUnpublished: true })).items[0] : undefined;
      if (!found) return deskFailure(`Kein Produkt mit der Artikelnummer ${articleNumber}.`, { articleNumber: 'Produkt nicht gefunden' });
      await engine.catalog.categoryDesk.linkProduct(ctx, categoryId, { productId: found.id });
      return `${found.articleNumber} hinzugefügt`;
    },
  },
  unlinkProduct: {
    schema: inCategory.extend({ productId: formText }),
    run: async ({ input: { categoryId, productId }, engine, ctx }) => {
      await engine.catalog.categoryDesk.unlinkProduct(ctx, categoryId, productId);
      return 'Produkt entfernt';
    },
  },
});

export default function AdminCategories() {
  const { mode, root, parents, edit, products } = useLoaderData<typeof loader>();
  const { fetcher, toasts, errorOf, busy } = useDeskForm();
  const [search] = useSearchParams();
  const closeTo = `?mode=${mode}`;
  const onMove = (id: number, targetId: number, position: 'before' | 'after') => {
    void fetcher.submit({ intent: 'move', id: String(id), targetId: String(targetId), position }, { method: 'post' });
  };
  if (!root) {
    return (
      <section className="admin-page">
        <Toasts toasts={toasts} />
        <h1>Kategorien</h1>
        <p>
          Noch keine Kategorien für {MODES[mode]}.{' '}
          <Link to={`?mode=${mode}&edit=new`} preventScrollReset>
            Oberste Kategorie anlegen
          </Link>
        </p>
        {edit && <EditCategoryModal key={search.toString()} values={edit} parents={parents} fetcher={fetcher} errorOf={errorOf} closeTo={closeTo} />}
      </section>
    );
  }
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <div className="admin-summary">
        <h1>Kategorien</h1>
        <nav className="admin-actions" aria-label="Shop">
          {(Object.keys(MODES) as Mode[]).map((key) => (
            <Link key={key} to={`?mode=${key}`} className={key === mode ? 'admin-button' : 'admin-button is-secondary'} aria-current={key === mode ? 'page' : undefined}>
              {MODES[key]}
            </Link>
          ))}
          <Link to={`?mode=${mode}&edit=new&parent=${root.id}`} className="admin-button is-secondary" preventScrollReset>
            Neue Kategorie
          </Link>
        </nav>
      </div>
      <p className="admin-muted">
        Reihenfolge per Maus ziehen oder mit der Tastatur: den Griff ⠿ fokussieren, Leertaste, Pfeiltasten, Leertaste. Die Navigation des Shops folgt sofort.
      </p>
      <div className="admin-panel">
        <h2>
          {root.name} {!root.published && <small className="admin-muted">nicht veröffentlicht</small>}
        </h2>
        <SortableList nodes={root.children as TreeNode[]} onMove={onMove} disabled={busy} label={`Kategorien ${MODES[mode]}`} />
      </div>
      {edit && <EditCategoryModal key={search.toString()} values={edit} parents={parents} fetcher={fetcher} errorOf={errorOf} closeTo={closeTo} />}
      {products && <AddCategoryProductModal category={products.category} links={products.links} fetcher={fetcher} errorOf={errorOf} closeTo={closeTo} />}
    </section>
  );
}
