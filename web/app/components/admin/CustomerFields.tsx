import type { CustomerFormOptions } from '@shop/engine';
import { useState } from 'react';
import { LANGUAGE_LABEL, percentOf, TITLE_LABEL } from '../../lib/admin-format';

export interface CustomerFieldValues {
  discount: string;
  deliveryCostMultiplier: string;
  paymentTermId: number | null;
  skontoId: number | null;
  active: boolean;
  isDefault: boolean;
  quickOrderSetting: { isActive: boolean; truckId: number | null } | null;
  companyInfo: { code: string | null; name: string; addition: string | null; invoiceEmail: string | null } | null;
}

type Errors = (name: string) => string | undefined;

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error">{message}</span> : null;
}

/** The customer's own fields (create and edit, 001 §7 customer update payload, R001-7.034). */
export function CustomerFields({ values, options, errorOf }: { values: CustomerFieldValues; options: CustomerFormOptions; errorOf: Errors }) {
  const [company, setCompany] = useState(values.companyInfo !== null);
  return (
    <div className="admin-panel admin-form admin-customer-fields">
      <label className="admin-check">
        <input type="checkbox" name="isCompany" checked={company} onChange={(event) => setCompany(event.target.checked)} /> Firmenkunde
      </label>
      {company && (
        <fieldset>
          <legend>Firma</legend>
          <label>
            Firmenname
            <input name="company.name" defaultValue={values.companyInfo?.name ?? ''} required />
            <FieldError message={errorOf('companyInfo.name')} />
          </label>
          <label>
            Kundennummer (ERP)
            <input name="company.code" defaultValue={values.companyInfo?.code ?? ''} />
          </label>
          <label>
            Zusatz
            <input name="company.addition" defaultValue={values.companyInfo?.addition ?? ''} />
          </label>
          <label>
            Rechnungs-E-Mail
            <input type="email" name="company.invoiceEmail" defaultValue={values.companyInfo?.invoiceEmail ?? ''} />
            <FieldError message={errorOf('companyInfo.invoiceEmail')} />
          </label>
        </fieldset>
      )}
      <label>
        Rabatt %
        <input name="discountPercent" inputMode="decimal" defaultValue={percentOf(values.discount)} />
        <FieldError message={errorOf('discount')} />
      </label>
      <label>
        Lieferkosten-Faktor
        <input name="deliveryCostMultiplier" inputMode="decimal" defaultValue={values.deliveryCostMultiplier} />
        <FieldError message={errorOf('deliveryCostMultiplier')} />
      </label>
      <label>
        Zahlungsbedingung
        <select name="paymentTermId" defaultValue={values.paymentTermId ?? ''}>
          <option value="">keine</option>
          {options.paymentTerms.map((term) => (
            <option key={term.id} value={term.id}>
              {term.name}
            </option>
          ))}
        </select>
        <FieldError message={errorOf('paymentTermId')} />
      </label>
      <label>
        Skonto
        <select name="skontoId" defaultValue={values.skontoId ?? ''}>
          <option value="">kein Skonto</option>
          {options.skontos.map((skonto) => (
            <option key={skonto.id} value={skonto.id}>
              {skonto.name}
            </option>
          ))}
        </select>
        <FieldError message={errorOf('skontoId')} />
      </label>
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={values.active} /> aktiv
      </label>
      <label className="admin-check">
        <input type="checkbox" name="isDefault" defaultChecked={values.isDefault} /> Standardkunde
      </label>
      <label className="admin-check">
        <input type="checkbox" name="quickOrder" defaultChecked={values.quickOrderSetting?.isActive ?? false} /> Schnellbestellung
      </label>
      <label>
        Lastwagen der Schnellbestellung
        <select name="truckId" defaultValue={values.quickOrderSetting?.truckId ?? options.trucks[0]?.id ?? ''}>
          <option value="">keiner</option>
          {options.trucks.map((truck) => (
            <option key={truck.id} value={truck.id}>
              {truck.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export interface ContactValues {
  title: number;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  phone: string | null;
  email: string | null;
  languageId: number;
  promoItems: string[];
}

/** A contact person's inputs, named `<prefix>firstName` … (contactOf reads them back). */
export function ContactFields({ prefix, values, errorOf }: { prefix: string; values?: ContactValues; errorOf: Errors }) {
  return (
    <>
      <label>
        Anrede
        <select name={`${prefix}title`} defaultValue={values?.title ?? 0}>
          {Object.entries(TITLE_LABEL).map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Vorname
        <input name={`${prefix}firstName`} defaultValue={values?.firstName ?? ''} />
        <FieldError message={errorOf('firstName')} />
      </label>
      <label>
        Nachname
        <input name={`${prefix}lastName`} defaultValue={values?.lastName ?? ''} />
        <FieldError message={errorOf('lastName')} />
      </label>
      <label>
        Abteilung
        <input name={`${prefix}department`} defaultValue={values?.department ?? ''} />
      </label>
      <label>
        Telefon
        <input name={`${prefix}phone`} defaultValue={values?.phone ?? ''} />
        <FieldError message={errorOf('phone')} />
      </label>
      <label>
        E-Mail
        <input type="email" name={`${prefix}email`} defaultValue={values?.email ?? ''} />
        <FieldError message={errorOf('email')} />
      </label>
      <label>
        Sprache
        <select name={`${prefix}languageId`} defaultValue={values?.languageId ?? 1}>
          {Object.entries(LANGUAGE_LABEL).map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Werbemittel (mit Komma getrennt)
        <input name={`${prefix}promoItems`} defaultValue={values?.promoItems.join(', ') ?? ''} />
      </label>
    </>
  );
}
