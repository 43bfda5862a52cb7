import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/categories';
import { AddCategoryProductModal, EditCategoryModal, type CategoryValues } from '../../components/admin/CategoryDialogs';
import { SortableList, type TreeNode } from '../../components/admin/CategoryTree';
import { Toasts } from '../../components/admin/Toasts';
import { requireAdminAction, requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { toRouteError } from '../../lib/route-error.server';
import { useDeskForm, type DeskActionResult } from '../../lib/desk-form';
import { failureOf } from '../../lib/form-errors.server';
import { field } from './product-form.server';
import { translationsOf } from '../../lib/translation-fields';

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

const nullable = (form: FormData, name: string) => field(form, name) || null;

export async function action({ request, context }: Route.ActionArgs): Promise<DeskActionResult> {
  const ctx = context.get(requestContext);
  requireAdminAction('categories', ctx);
  const engine = context.get(engineContext);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const categoryFields = () => ({
    name: field(form, 'name'),
    description: nullable(form, 'description'),
    parentId: Number(field(form, 'parentId')) || null,
    shopTypeId: Number(field(form, 'shopTypeId') || 99) as 99,
    contentLink: nullable(form, 'contentLink'),
    imageFileName: nullable(form, 'imageFileName'),
    published: form.get('published') === 'on',
    translations: translationsOf(form),
  });
  try {
    switch (intent) {
      case 'move':
        await engine.catalog.categoryDesk.moveCategory(ctx, { id: field(form, 'id'), targetId: field(form, 'targetId'), position: field(form, 'position') as 'before' });
        return { ok: true, intent, message: 'Reihenfolge gespeichert' };
      case 'create':
        await engine.catalog.admin.createCategory(ctx, categoryFields());
        return { ok: true, intent, message: 'Kategorie angelegt' };
      case 'update':
        await engine.catalog.admin.updateCategory(ctx, field(form, 'id'), categoryFields());
        return { ok: true, intent, message: 'Änderungen gespeichert' };
      case 'delete':
        await engine.catalog.admin.deleteCategory(ctx, field(form, 'id'));
        return { ok: true, intent, message: 'Kategorie gelöscht' };
      case 'linkProduct': {
        const articleNumber = field(form, 'articleNumber');
        const found = articleNumber ? (await engine.catalog.products.listProducts(ctx, { articleNumber, includeUnpublished: true })).items[0] : undefined;
        if (!found) return { ok: false, intent, message: `Kein Produkt mit der Artikelnummer ${articleNumber}.`, fieldErrors: { articleNumber: 'Produkt nicht gefunden' } };
        await engine.catalog.categoryDesk.linkProduct(ctx, field(form, 'categoryId'), { productId: found.id });
        return { ok: true, intent, message: `${found.articleNumber} hinzugefügt` };
      }
      case 'unlinkProduct':
        await engine.catalog.categoryDesk.unlinkProduct(ctx, field(form, 'categoryId'), field(form, 'productId'));
        return { ok: true, intent, message: 'Produkt entfernt' };
      default:
        return { ok: false, intent, message: 'Unbekannte Aktion', fieldErrors: {} };
    }
  } catch (error) {
    return failureOf(intent, error, ctx);
  }
}

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
