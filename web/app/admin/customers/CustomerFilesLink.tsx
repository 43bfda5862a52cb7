import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { loader } from './customer.$id.media';

/** The address of one customer file; `v` changes with the file so a new logo is not taken from the cache. */
export const customerFileUrl = (customerId: number, file: { name: string; modifiedAt: string }) =>
  `/admin/customer/${customerId}/media/${encodeURIComponent(file.name)}?v=${encodeURIComponent(file.modifiedAt)}`;

/**
 * The customer page's way to its files (R001-2.12, decision 898): a button to
 * /admin/customer/{id}/media, and the customer's logo beside it once the files are read.
 */
export function CustomerFilesLink({ customerId }: { customerId: number }) {
  const files = useFetcher<typeof loader>();
  const path = `/admin/customer/${customerId}/media`;
  useEffect(() => {
    if (files.state === 'idle' && !files.data) void files.load(path);
  }, [path]);
  const logo = files.data?.logo;
  return (
    <>
      <Link className="admin-button is-secondary" to={path}>
        Dateien &amp; Logo
      </Link>
      {logo && <img className="admin-customer-logo" src={customerFileUrl(customerId, logo)} alt="Logo" />}
    </>
  );
}
