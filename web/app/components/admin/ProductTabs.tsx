import { NavLink } from 'react-router';

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
