/** The customer of a grid row: invoice name and city as ordered, marked when a guest ordered. */
export function CustomerCell({ row }: { row: { name: string | null; city: string | null; customerKind: string } }) {
  return (
    <>
      {row.name ?? '–'}
      {row.city ? `, ${row.city}` : ''}
      {row.customerKind === 'GUEST' && <small className="admin-muted"> (Gast)</small>}
    </>
  );
}
