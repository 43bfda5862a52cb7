import { Link } from 'react-router';
import type { Breadcrumb } from '../catalog';
import { useT } from '../../i18n/i18n';

/**
 * The way from the mode's landing page down to the page: category pages end at the category
 * (the current page, not a link), product pages at the product.
 */
export function Breadcrumbs({ home, crumbs, current }: { home: string; crumbs: readonly Breadcrumb[]; current?: string | undefined }) {
  const t = useT();
  const last = current === undefined ? crumbs.length - 1 : crumbs.length;
  return (
    <nav aria-label={t('category.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={home}>{t('category.start')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url} aria-current={index === last ? 'page' : undefined}>
            {index === last ? crumb.name : <Link to={crumb.url}>{crumb.name}</Link>}
          </li>
        ))}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
