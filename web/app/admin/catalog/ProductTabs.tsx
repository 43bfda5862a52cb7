import { Link, NavLink } from 'react-router';

/** The pages of one product in the back office (001 §2: /edit, /delivery, /internal-price, /media, /price2). */
const TABS = [
  { path: 'edit', label: 'Produkt' },
  { path: 'delivery', label: 'Lieferung' },
  { path: 'internal-price', label: 'Interner Preis' },
  { path: 'media', label: 'Bilder' },
  { path: 'price2', label: 'Kundenpreise' },
] as const;

export function ProductTabs({ productId }: { productId: number }) {
  return (
    <nav className="admin-tabs" aria-label="Produktseiten">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={`/admin/product/${productId}/${tab.path}`} className={({ isActive }) => (isActive ? 'is-active' : undefined)} end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The head of a product's page: the way back, its name and number, the tabs, and a failed action's message. */
export function ProductPageHead({ product, error }: { product: { id: number; name: string; articleNumber: string }; error?: string | undefined }) {
  return (
    <>
      <p>
        <Link to="/admin/product">‹ Produkte</Link>
      </p>
      <h1>
        {product.name} <small className="admin-muted">{product.articleNumber}</small>
      </h1>
      <ProductTabs productId={product.id} />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
