import type { EntityManager } from '@mikro-orm/postgresql';
import { positionNameText } from '../catalog/catalogue-translations';
import { ContactPerson, User } from '../customers/customer.entity';
import { resolveLocale, type Locale } from '../i18n/locales';
import { labelled } from '../i18n/number-format';
import type { Mailer } from '../mail/mailer';
import { mailSignature } from '../mail/signature';
import type { CompanyProfile } from '../settings/company';
import { loadCompanyProfile } from '../settings/company-settings';
import { formatChf } from '../money/money';
import type { IOrder, IOrderPosition, OrderChangeRecord, PositionChangeRecord } from '../requests/request.entity';

/**
 * What a staff edit of an order's positions changed, told to the customer in the order's language
 * (decision 1146): old → new quantity and price per piece, positions added, removed, cancelled.
 * Changes staff chose not to tell stay on the order (untoldChanges) until the next told one.
 */

/** What of a position the customer is told about. */
export interface PositionState {
  name: string;
  quantity: number;
  pricePerOne: string | null;
  storno: boolean;
}

const money = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A position's state before the edit, its name in the order's language. */
export function positionState(position: IOrderPosition, locale: Locale): PositionState {
  return { name: positionNameText(position.name, position.product, locale), quantity: position.quantity, pricePerOne: money(position.pricePerOne), storno: position.storno };
}

const samePrice = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** The changes between the positions before the edit (by id) and after it; removed: the states of positions taken out. */
export function positionChanges(before: ReadonlyMap<number, PositionState>, after: readonly IOrderPosition[], removed: readonly PositionState[], locale: Locale): PositionChangeRecord[] {
  const changes: PositionChangeRecord[] = [];
  for (const position of after) {
    const now = positionState(position, locale);
    const was = position.id === undefined ? undefined : before.get(position.id);
    if (!was) {
      if (!now.storno) changes.push({ kind: 'added', name: now.name, quantity: { from: null, to: now.quantity }, pricePerOne: { from: null, to: now.pricePerOne } });
      continue;
    }
    if (!was.storno && now.storno) {
      changes.push({ kind: 'canceled', name: now.name, quantity: { from: was.quantity, to: null } });
      continue;
    }
    if (was.storno && !now.storno) {
      changes.push({ kind: 'restored', name: now.name, quantity: { from: null, to: now.quantity }, pricePerOne: { from: null, to: now.pricePerOne } });
      continue;
    }
    if (now.storno) continue;
    const quantityChanged = was.quantity !== now.quantity;
    const priceChanged = !samePrice(was.pricePerOne, now.pricePerOne);
    if (quantityChanged || priceChanged) {
      changes.push({
        kind: 'changed',
        name: now.name,
        ...(quantityChanged ? { quantity: { from: was.quantity, to: now.quantity } } : {}),
        ...(priceChanged ? { pricePerOne: { from: was.pricePerOne, to: now.pricePerOne } } : {}),
      });
    }
  }
  for (const gone of removed) if (!gone.storno) changes.push({ kind: 'removed', name: gone.name, quantity: { from: gone.quantity, to: null } });
  return changes;
}

/** Where the order's mails go: the invoice e-mail, else the customer's first contact person with one, else its first login; null when none. */
export async function orderRecipientOf(em: EntityManager, order: IOrder): Promise<string | null> {
  if (order.invoiceEmail) return order.invoiceEmail;
  const contact = await em.findOne(ContactPerson, { customer: order.customer.id, email: { $ne: null } }, { orderBy: { id: 'asc' } });
  if (contact?.email) return contact.email;
  const user = await em.findOne(User, { customer: order.customer.id }, { orderBy: { id: 'asc' } });
  return user?.email ?? null;
}

export const ORDER_NO_RECIPIENT_MESSAGE = 'Für die Bestellung {order} ist keine E-Mail-Adresse hinterlegt.';

const TEXTS = {
  de: {
    subject: (order: string) => `Ihre Bestellung ${order} wurde geändert`,
    greeting: 'Guten Tag',
    intro: (order: string) => `Wir haben Ihre Bestellung ${order} wie besprochen geändert:`,
    quantity: 'Menge',
    price: 'Preis/Stk.',
    onRequest: 'auf Anfrage',
    added: 'Neu',
    removed: 'Entfernt',
    canceled: 'Storniert',
    restored: 'Wieder aufgenommen',
    total: (from: string, to: string) => `Gesamtbetrag: ${to} (bisher ${from})`,
    overview: 'Ihre Bestellungen im Überblick',
  },
  fr: {
    subject: (order: string) => `Votre commande ${order} a été modifiée`,
    greeting: 'Bonjour',
    intro: (order: string) => `Comme convenu, nous avons modifié votre commande ${order} :`,
    quantity: 'Quantité',
    price: 'Prix/pce',
    onRequest: 'sur demande',
    added: 'Nouveau',
    removed: 'Retiré',
    canceled: 'Annulé',
    restored: 'Repris',
    total: (from: string, to: string) => `Montant total : ${to} (jusqu’ici ${from})`,
    overview: 'Vos commandes',
  },
  en: {
    subject: (order: string) => `Your order ${order} has been changed`,
    greeting: 'Hello',
    intro: (order: string) => `As agreed, we have changed your order ${order}:`,
    quantity: 'Quantity',
    price: 'Price/pc.',
    onRequest: 'on request',
    added: 'Added',
    removed: 'Removed',
    canceled: 'Cancelled',
    restored: 'Reinstated',
    total: (from: string, to: string) => `Total: ${to} (before: ${from})`,
    overview: 'Your orders',
  },
} as const;

const textsOf = (locale: Locale) => TEXTS[locale === 'fr-FR' ? 'fr' : locale === 'en-US' ? 'en' : 'de'];

/** One line of the change list, e.g. "- Holzkiste: Menge 2 → 3, Preis/Stk. CHF 10.00 → CHF 12.00". */
export function changeLine(change: PositionChangeRecord, locale: Locale): string {
  const t = textsOf(locale);
  const chf = (value: string | null | undefined) => (value === null || value === undefined ? t.onRequest : `CHF ${formatChf(value)}`);
  switch (change.kind) {
    case 'added':
    case 'restored':
      return `- ${change.kind === 'added' ? t.added : t.restored}: ${change.quantity?.to ?? ''} × ${change.name} (${t.price} ${chf(change.pricePerOne?.to)})`;
    case 'removed':
    case 'canceled':
      return `- ${change.kind === 'removed' ? t.removed : t.canceled}: ${change.quantity?.from ?? ''} × ${change.name}`;
    default: {
      const parts = [
        ...(change.quantity ? [`${t.quantity} ${change.quantity.from ?? ''} → ${change.quantity.to ?? ''}`] : []),
        ...(change.pricePerOne ? [`${t.price} ${chf(change.pricePerOne.from)} → ${chf(change.pricePerOne.to)}`] : []),
      ];
      return `- ${change.name}: ${parts.join(', ')}`;
    }
  }
}

/** The change mail's subject and text: every record's lines (the untold ones first), the total from the first record's old one to the new one. */
export function changeMail(order: IOrder, records: readonly OrderChangeRecord[], publicUrl: string, company: Pick<CompanyProfile, 'name' | 'phone' | 'email'>): { subject: string; text: string } {
  const locale = resolveLocale(order.locale);
  const t = textsOf(locale);
  const chf = (value: string | null | undefined) => (value === null || value === undefined ? t.onRequest : `CHF ${formatChf(value)}`);
  const from = records[0]?.grandTotal.from ?? null;
  const to = money(order.grandTotal);
  const lines = [
    t.greeting,
    '',
    t.intro(order.formattedId),
    '',
    ...records.flatMap((record) => record.positions.map((change) => changeLine(change, locale))),
    '',
    t.total(chf(from), chf(to)),
    '',
    `${labelled(t.overview, locale)} ${new URL('/user/profile/bestellungen', publicUrl).toString()}`,
    '',
    mailSignature(company, locale),
  ];
  return { subject: t.subject(order.formattedId), text: lines.join('\n') };
}

/** Sends the change mail inside the edit's transaction (the outbox, decision 870); the recipient, null when the order has no recipient. */
export async function sendChangeMail(mailer: Pick<Mailer, 'send'>, em: EntityManager, order: IOrder, records: readonly OrderChangeRecord[], publicUrl: string): Promise<string | null> {
  const to = await orderRecipientOf(em, order);
  if (!to) return null;
  const { subject, text } = changeMail(order, records, publicUrl, await loadCompanyProfile(em));
  await mailer.send({ to, subject, text, topic: 'order' }, { em });
  return to;
}
