import type { ContactPersonView, CustomerFormOptions } from '@shop/engine';
import { useState } from 'react';
import { LANGUAGE_LABEL, percentOf, TITLE_LABEL } from '../../kit/admin-format';
import { FieldError, TextField } from '../../kit/FormFields';
import { OptionSelect } from '../../kit/OptionSelect';

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
          <TextField label="Firmenname" name="company.name" defaultValue={values.companyInfo?.name} required error={errorOf('companyInfo.name')} />
          <TextField label="Kundennummer (ERP)" name="company.code" defaultValue={values.companyInfo?.code} />
          <TextField label="Zusatz" name="company.addition" defaultValue={values.companyInfo?.addition} />
          <TextField label="Rechnungs-E-Mail" type="email" name="company.invoiceEmail" defaultValue={values.companyInfo?.invoiceEmail} error={errorOf('companyInfo.invoiceEmail')} />
        </fieldset>
      )}
      <TextField label="Rabatt %" name="discountPercent" inputMode="decimal" defaultValue={percentOf(values.discount)} error={errorOf('discount')} />
      <TextField label="Lieferkosten-Faktor" name="deliveryCostMultiplier" inputMode="decimal" defaultValue={values.deliveryCostMultiplier} error={errorOf('deliveryCostMultiplier')} />
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

/** A contact person's fields as the form edits them: the engine's view without its id. */
export type ContactValues = Omit<ContactPersonView, 'id'>;

/** A contact person's inputs, named `<prefix>firstName` … (contactOf reads them back). */
export function ContactFields({ prefix, values, errorOf }: { prefix: string; values?: ContactValues; errorOf: Errors }) {
  return (
    <>
      <OptionSelect label="Anrede" name={`${prefix}title`} options={TITLE_LABEL} defaultValue={values?.title ?? 0} />
      <TextField label="Vorname" name={`${prefix}firstName`} defaultValue={values?.firstName} error={errorOf('firstName')} />
      <TextField label="Nachname" name={`${prefix}lastName`} defaultValue={values?.lastName} error={errorOf('lastName')} />
      <TextField label="Abteilung" name={`${prefix}department`} defaultValue={values?.department} />
      <TextField label="Telefon" name={`${prefix}phone`} defaultValue={values?.phone} error={errorOf('phone')} />
      <TextField label="E-Mail" type="email" name={`${prefix}email`} defaultValue={values?.email} error={errorOf('email')} />
      <OptionSelect label="Sprache" name={`${prefix}languageId`} options={LANGUAGE_LABEL} defaultValue={values?.languageId ?? 1} />
      <TextField label="Werbemittel (mit Komma getrennt)" name={`${prefix}promoItems`} defaultValue={values?.promoItems.join(', ')} />
    </>
  );
}
