import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import type { PostalLines } from '../postal-address';
import { Address, ContactPerson } from './customer.entity';
import type { CustomerAdminDeps } from './customer-admin-views';
import { contactView, refId, type ContactPersonView } from './customer-views';

/** The correspondence contacts of the back office (R001-7.031, R001-7.032): a grid and its CSV file. */

/** A row: the contact person (its id as contactPersonId), its customer and the correspondence address. */
export interface CorrespondenceContact extends Omit<ContactPersonView, 'id'>, Nullable<Omit<PostalLines, 'name'>> {
  customerId: number;
  contactPersonId: number;
  company: string | null;
  /** The address's name line (the row's `name`-like fields are the contact person's). */
  addressName: string | null;
}

/** A row's address fields are empty (null) for a customer without a correspondence address. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

const CSV_COLUMNS: (keyof CorrespondenceContact)[] = [
  'customerId',
  'contactPersonId',
  'company',
  'title',
  'firstName',
  'lastName',
  'department',
  'email',
  'phone',
  'languageId',
  'promoItems',
  'addressName',
  'street',
  'zipCode',
  'city',
  'country',
];

function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  // Cells starting like a formula are quoted with a leading apostrophe (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Serialises the correspondence contacts as CSV (semicolon, UTF-8 with BOM, for Excel). */
export function correspondenceCsv(rows: CorrespondenceContact[]): string {
  const lines = [CSV_COLUMNS.join(';'), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** GET /api/customers/all-correspondence-contacts-grid (R001-7.031): every contact person of an active customer with its correspondence address. */
export async function correspondenceContacts(deps: CustomerAdminDeps, ctx: RequestContext): Promise<CorrespondenceContact[]> {
  requireGuard(ctx, 'customerDesk');
  const em = deps.em();
  const persons = await em.find(
    ContactPerson,
    { deletedAt: null, customer: { deletedAt: null, active: true } },
    { populate: ['customer.companyInfo'], orderBy: { customer: { id: 'asc' }, id: 'asc' } },
  );
  const customerIds = [...new Set(persons.map((person) => refId(person.customer)!))];
  const addresses = customerIds.length ? await em.find(Address, { customer: { $in: customerIds }, deletedAt: null }, { orderBy: { id: 'asc' } }) : [];
  // The correspondence address; else the default invoice address; else the first one.
  const addressOf = (customerId: number) => {
    const own = addresses.filter((address) => refId(address.customer) === customerId);
    return own.find((address) => address.isCorrespondence) ?? own.find((address) => address.isDefaultInvoice) ?? own[0];
  };
  return persons.map((person) => {
    const customerId = refId(person.customer)!;
    const address = addressOf(customerId);
    const { id: contactPersonId, ...contact } = contactView(person);
    return {
      customerId,
      contactPersonId,
      company: person.customer.companyInfo?.name ?? null,
      ...contact,
      addressName: address?.name ?? null,
      street: address?.street ?? null,
      zipCode: address?.zipCode ?? null,
      city: address?.city ?? null,
      country: address?.country ?? null,
    };
  });
}

/** GET /api/customers/all-correspondence-contacts (R001-7.032): the same rows as a CSV file. */
export async function correspondenceContactsCsv(deps: CustomerAdminDeps, ctx: RequestContext): Promise<{ fileName: string; content: string }> {
  return { fileName: 'korrespondenz-kontakte.csv', content: correspondenceCsv(await correspondenceContacts(deps, ctx)) };
}
