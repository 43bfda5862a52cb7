import { formatChf, formatDateCh } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/index';
import { requireAdminScreen } from './screens.server';
import { engineContext } from '../server/engine-context';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { WEEKDAY_SHORT } from '../kit/admin-format';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Back Office' });

/** /admin: what needs attention today — for a user of the order desk; others see the menu only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('home', ctx, request);
  const engine = context.get(engineContext);
  return { summary: await engine.orders.desk.summary(ctx) };
}

export default function AdminHome() {
  const { summary } = useLoaderData<typeof loader>();
  const week = summary.deliveryWeek;
  // On Saturday and Sunday the coming week (decision 1085).
  const weekTitle = week?.coming ? 'Lieferungen nächste Woche' : 'Lieferungen diese Woche';
  return (
    <section className="admin-page">
      <h1>Übersicht</h1>
      {summary.newOrders === null ? (
        <p>Wählen Sie links einen Bereich.</p>
      ) : (
        <>
          <div className="admin-tiles">
            <Link className="admin-tile" to="/admin/Orders?status=1" data-testid="tile-new-orders">
              <span className="admin-tile__value">{summary.newOrders}</span>
              <span className="admin-tile__label">neue Bestellungen</span>
            </Link>
            <Link className="admin-tile" to="/admin/Quotes" data-testid="tile-quote-requests">
              <span className="admin-tile__value">{summary.openQuoteRequests}</span>
              <span className="admin-tile__label">Offertanfragen offen</span>
            </Link>
            <Link className="admin-tile" to="/admin/Orders?paymentStatus=2" data-testid="tile-open-payments">
              <span className="admin-tile__value">{summary.openPayments?.count ?? 0}</span>
              <span className="admin-tile__label">offene Zahlungen (Rechnung, Vorauskasse){summary.openPayments && summary.openPayments.count > 0 ? ` · CHF ${formatChf(summary.openPayments.amount)}` : ''}</span>
            </Link>
          </div>
          {week && (
            <>
              <h2>
                {weekTitle} <small>({formatDateCh(week.from)} – {formatDateCh(week.to)})</small>
              </h2>
              <table className="admin-table admin-capacity" tabIndex={0} aria-label={weekTitle}>
                <thead>
                  <tr>
                    <th scope="col">Tag</th>
                    <th scope="col">Bestellungen</th>
                    <th scope="col">Stellplätze</th>
                    <th scope="col">Kapazität</th>
                  </tr>
                </thead>
                <tbody>
                  {week.days.map((day) => (
                    <tr key={day.date} className={day.over ? 'is-over' : day.closed ? 'is-closed' : undefined}>
                      <td>
                        {WEEKDAY_SHORT[new Date(`${day.date}T12:00:00Z`).getUTCDay()]} {formatDateCh(day.date)}
                        {day.closed && ' (geschlossen)'}
                      </td>
                      <td>
                        {day.orders.length}
                        {day.orders.some((order) => order.asap) && <small className="admin-muted"> (davon {day.orders.filter((order) => order.asap).length} ASAP)</small>}
                      </td>
                      <td>{day.places}</td>
                      <td title={day.over ? 'Mehr Stellplätze geplant, als die Lastwagen an einem Tag fahren' : undefined}>
                        {day.places} / {day.capacity}
                        {day.over && <strong className="admin-over"> überbucht</strong>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {week.asapOrders > 0 && <p className="admin-muted">ASAP: Bestellungen «So früh wie möglich» stehen auf ihrem frühesten möglichen Liefertag.</p>}
              <p>
                <Link to="/admin/order/TruckCapacity">LKW-Kapazität der nächsten Wochen</Link>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
