import { truckCapacityQuerySchema } from '@shop/engine';
import { addDays, formatDateCh } from '@shop/engine/browser';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/truck-capacity';
import { ORDER_STATUS_LABEL, WEEKDAY_SHORT } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'LKW-Kapazität' });

/**
 * /admin/order/TruckCapacity (R001-2.16): per working day of the coming weeks the pallet places
 * the truck orders plan (confirmed date, else the requested one) against the fleet's places; an
 * over-booked day is marked; `?day=` lists a day's orders. Decision 782; without a date it starts
 * with the delivery week (on a weekend the coming one, decision 1085).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('truckCapacity', ctx, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = truckCapacityQuerySchema.safeParse(params);
  const capacity = await context.get(engineContext).orders.desk.truckCapacity(ctx, parsed.success ? params : {});
  return { capacity, invalid: !parsed.success };
}

const weekday = (date: string) => WEEKDAY_SHORT[new Date(`${date}T12:00:00Z`).getUTCDay()];

export default function TruckCapacity() {
  const { capacity, invalid } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('day');
  const weeks = searchParams.get('weeks');
  const link = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    return `?${params.toString()}`;
  };
  const day = capacity.days.find((entry) => entry.date === selected);
  return (
    <section className="admin-page">
      <h1>LKW-Kapazität</h1>
      {invalid && (
        <p className="admin-error" role="alert">
          Der gewählte Zeitraum ist ungültig; gezeigt wird die aktuelle Lieferwoche.
        </p>
      )}
      <p>
        {capacity.asapOrders > 0 && (
          <>
            {capacity.asapOrders} Bestellung(en) «So früh wie möglich» stehen auf ihrem frühesten möglichen Liefertag (ASAP).{' '}
          </>
        )}
        Flotte: {capacity.trucks.map((truck) => `${truck.name} (${truck.maxParkingLots} Stellplätze)`).join(', ') || 'keine Lastwagen erfasst'} · zusammen{' '}
        <strong>{capacity.capacity} Stellplätze pro Tag</strong>
      </p>
      <nav className="admin-pager" aria-label="Wochen">
        <Link to={link({ from: addDays(capacity.from, -7), day: undefined })}>‹ Woche zurück</Link>
        <span>
          {formatDateCh(capacity.from)} – {formatDateCh(capacity.to)}
          {capacity.overDays > 0 && <strong className="admin-over"> · {capacity.overDays} Tag(e) überbucht</strong>}
        </span>
        <Link to={link({ from: addDays(capacity.from, 7), day: undefined })}>Woche vor ›</Link>
        <Link to={link({ weeks: weeks === '6' ? undefined : '6' })}>{weeks === '6' ? '3 Wochen' : '6 Wochen'}</Link>
      </nav>
      <div className="admin-truck-layout">
        <table className="admin-table admin-capacity" tabIndex={0} aria-label="Stellplätze pro Tag">
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col" className="num">
                Bestellungen
              </th>
              <th scope="col" className="num">
                Stellplätze
              </th>
              <th scope="col">Auslastung</th>
            </tr>
          </thead>
          <tbody>
            {capacity.days.map((entry) => {
              const share = capacity.capacity > 0 ? Math.min(100, Math.round((entry.places / capacity.capacity) * 100)) : entry.places > 0 ? 100 : 0;
              return (
                <tr key={entry.date} data-date={entry.date} className={[entry.over ? 'is-over' : '', entry.closed ? 'is-closed' : '', entry.date === selected ? 'is-selected' : ''].join(' ').trim() || undefined}>
                  <td>
                    <Link to={link({ day: entry.date })} preventScrollReset>
                      {weekday(entry.date)} {formatDateCh(entry.date)}
                    </Link>
                    {entry.closed && <small className="admin-muted"> geschlossen</small>}
                  </td>
                  <td className="num">
                    {entry.orders.length}
                    {entry.orders.some((order) => order.asap) && <small className="admin-muted"> (davon {entry.orders.filter((order) => order.asap).length} ASAP)</small>}
                  </td>
                  <td className="num" title={entry.over ? 'Mehr Stellplätze geplant, als die Lastwagen an einem Tag fahren' : undefined}>
                    {entry.places} / {entry.capacity}
                  </td>
                  <td>
                    <span className="capacity-bar" aria-hidden="true">
                      <span style={{ width: `${share}%` }} />
                    </span>
                    {entry.over && <strong className="admin-over"> überbucht</strong>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <aside className="admin-panel" aria-label="Bestellungen des Tages">
          {day ? (
            <>
              <h2>
                {weekday(day.date)} {formatDateCh(day.date)}: {day.places} von {day.capacity} Stellplätzen
              </h2>
              {day.orders.length === 0 ? (
                <p>Keine LKW-Lieferungen geplant.</p>
              ) : (
                <ul className="admin-day-orders">
                  {day.orders.map((order) => (
                    <li key={order.id}>
                      <Link to={`/admin/order/${order.id}`}>{order.formattedId}</Link> · {order.name ?? '–'} · <strong>{order.places} Stellpl.</strong> · {ORDER_STATUS_LABEL[order.orderStatusId]}
                      {order.asap ? (
                        <small className="admin-muted"> (So früh wie möglich: {order.overdue ? 'frühester Tag vorbei, heute eingeplant' : 'frühester möglicher Tag'})</small>
                      ) : (
                        !order.confirmed && <small className="admin-muted"> (Wunschtermin, nicht bestätigt)</small>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p className="admin-muted">Klicken Sie auf einen Tag, um seine Bestellungen zu sehen.</p>
          )}
        </aside>
      </div>
    </section>
  );
}
