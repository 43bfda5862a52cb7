import { parseSwissDecimal, type Engine, type RequestContext } from '@shop/engine';
import { fractionOf } from '../../kit/admin-format';

const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
/** A typed decimal's text ("1,5" → '1.5'); what it cannot read goes to the engine as typed, which names the field. */
const swissDecimalOrText = (text: string): string => parseSwissDecimal(text) ?? text;
const optionalId = (form: FormData, name: string): number | null => (field(form, name) ? Number(field(form, name)) : null);

/**
 * The customer form's fields as the engine's create/update input (customer-admin-service.ts):
 * the discount is typed as a percentage and stored as a fraction (decision 890); a company
 * customer sends its company info, unticking 'Firmenkunde' removes it.
 */
export function customerFieldsOf(form: FormData, existing?: { isCompanyCustomer: boolean }) {
  const company = form.get('isCompany') === 'on';
  return {
    discount: fractionOf(field(form, 'discountPercent') || '0'),
    deliveryCostMultiplier: swissDecimalOrText(field(form, 'deliveryCostMultiplier')) || '1',
    paymentTermId: optionalId(form, 'paymentTermId'),
    skontoId: optionalId(form, 'skontoId'),
    active: form.get('active') === 'on',
    isDefault: form.get('isDefault') === 'on',
    quickOrderSetting: { isActive: form.get('quickOrder') === 'on', truckId: optionalId(form, 'truckId') },
    ...(company
      ? {
          companyInfo: {
            name: field(form, 'company.name'),
            code: field(form, 'company.code'),
            addition: field(form, 'company.addition'),
            invoiceEmail: field(form, 'company.invoiceEmail'),
          },
        }
      : existing?.isCompanyCustomer
        ? { removeCompanyInfo: true }
        : {}),
  };
}

/** A contact person's fields of a form (prefix `contact.` or `contact.<id>.`). */
export function contactOf(form: FormData, prefix: string) {
  return {
    title: Number(field(form, `${prefix}title`) || 0),
    firstName: field(form, `${prefix}firstName`),
    lastName: field(form, `${prefix}lastName`),
    department: field(form, `${prefix}department`),
    phone: field(form, `${prefix}phone`),
    email: field(form, `${prefix}email`),
    languageId: Number(field(form, `${prefix}languageId`) || 1),
    promoItems: field(form, `${prefix}promoItems`)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  };
}

/** The shop a password-setting mail links to (decision 1011): staff choose it; the packaging shop by default. */
export const shopTypeOf = (form: FormData): 'verpackung' | 'moebel' => (field(form, 'shopType') === 'moebel' ? 'moebel' : 'verpackung');

/**
 * The password-setting mail after a login was saved (decision 1011). The login is saved already,
 * so a mail that cannot go out (mail server down) must not look like a failed save: it is logged
 * and answered `false`, and the page says 'gespeichert, Mail nicht versendet' with a resend button.
 */
export async function passwordMailSent(engine: Engine, ctx: RequestContext, email: string, form: FormData): Promise<boolean> {
  try {
    await engine.customers.admin.resetPasswords(ctx, { emails: [email], shopType: shopTypeOf(form) });
    return true;
  } catch (error) {
    engine.logger.warn({ err: error }, 'password-setting mail not sent');
    return false;
  }
}
