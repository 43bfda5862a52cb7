import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { isExternalUrl } from '../catalog';

/** Link to a category page, or to the category's content link when it leaves the shop. */
export function CategoryLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  if (isExternalUrl(url)) {
    return (
      <a href={url} className={className} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return (
    <NavLink to={url} className={className} prefetch="intent">
      {children}
    </NavLink>
  );
}
