import { DEFAULT_GENDER, DEFAULT_LANGUAGE_ID, Gender, LanguageId } from '@shop/engine/browser';
import { Form, Link, data, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/konto';
import { GUARDS } from '@shop/engine/browser';
import { FormError, FormField } from '../../kit/FormField';
import { engineContext } from '../../server/engine-context';
import { profileText, useProfileText } from '../../i18n/i18n-profile';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { requirePage } from '../../server/guards.server';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { formErrorsOf, formStatusOf, text } from '../form.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: profileText(localeOfMatches(matches), 'profile.account') });

/** /user/profile/konto (R000-2.48): company data and the own contact persons. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  return context.get(engineContext).customers.profile.ownAccount(ctx);
}

/** Adds or changes a contact person; the engine takes the customer from the session only. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const form = await request.formData();
  try {
    const id = text(form, 'id');
    await context.get(engineContext).customers.profile.saveOwnContactPerson(ctx, {
      ...(id ? { id: Number(id) } : {}),
      title: text(form, 'title') || String(DEFAULT_GENDER),
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      department: text(form, 'department'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
      languageId: text(form, 'languageId') || String(DEFAULT_LANGUAGE_ID),
    });
    return { ok: true as const, id };
  } catch (error) {
    return data({ ok: false as const, id: text(form, 'id'), ...formErrorsOf(error, ctx.locale) }, { status: formStatusOf(error) });
  }
}

type Person = Awaited<ReturnType<typeof loader>>['contactPersons'][number];

function ContactForm({ person, failed }: { person?: Person | undefined; failed?: { formError?: string | undefined; fieldErrors: Record<string, string[]> } | undefined }) {
  const t = useProfileText();
  return (
    <Form
      method="post"
      className="account-form"
      aria-label={person ? t('profileAccount.contactPerson', { firstName: person.firstName ?? '', lastName: person.lastName ?? '' }) : t('profileAccount.newContactPerson')}
    >
      {person && <input type="hidden" name="id" value={person.id} />}
      <FormError message={failed?.formError} />
      <label>
        {t('profileAccount.salutation')}
        <select name="title" defaultValue={String(person?.title ?? DEFAULT_GENDER)}>
          <option value={Gender.UNKNOWN}>–</option>
          <option value={Gender.MALE}>{t('profileAccount.mr')}</option>
          <option value={Gender.FEMALE}>{t('profileAccount.mrs')}</option>
        </select>
      </label>
      <FormField label={t('profileAccount.firstName')} name="firstName" defaultValue={person?.firstName ?? ''} errors={failed?.fieldErrors.firstName} />
      <FormField label={t('profileAccount.lastName')} name="lastName" defaultValue={person?.lastName ?? ''} errors={failed?.fieldErrors.lastName} />
      <FormField label={t('profileAccount.department')} name="department" required={false} defaultValue={person?.department ?? ''} errors={failed?.fieldErrors.department} />
      <FormField label={t('profileAccount.phone')} name="phone" required={false} defaultValue={person?.phone ?? ''} errors={failed?.fieldErrors.phone} />
      <FormField label={t('profileForm.email')} name="email" required={false} defaultValue={person?.email ?? ''} errors={failed?.fieldErrors.email} />
      <label>
        {t('profileAccount.language')}
        <select name="languageId" defaultValue={String(person?.languageId ?? DEFAULT_LANGUAGE_ID)}>
          <option value={LanguageId.DE}>{t('profileAccount.german')}</option>
          <option value={LanguageId.FR}>{t('profileAccount.french')}</option>
          <option value={LanguageId.EN}>{t('profileAccount.english')}</option>
        </select>
      </label>
      <button type="submit" className="button button--primary">
        {person ? t('profileForm.saveChanges') : t('profileAccount.addContactPerson')}
      </button>
    </Form>
  );
}

export default function AccountPage() {
  const t = useProfileText();
  const account = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  // One form at a time: the person chosen with ?bearbeiten=<id>, else a new one.
  const editing = account.contactPersons.find((person) => String(person.id) === search.get('bearbeiten'));
  const failed = result && !result.ok && result.id === (editing ? String(editing.id) : '') ? result : undefined;
  return (
    <section className="container account-page">
      <h1>{t('profile.account')}</h1>
      <ProfileNav />
      <p>{t('profileAccount.loggedInAs', { email: account.email })}</p>
      {account.companyInfo && (
        <section aria-label={t('profileAccount.company')}>
          <h2>{t('profileAccount.company')}</h2>
          <p>
            {account.companyInfo.name}
            {account.companyInfo.addition && <>, {account.companyInfo.addition}</>}
            {account.companyInfo.invoiceEmail && (
              <>
                <br />
                {t('profileAccount.invoiceEmail', { email: account.companyInfo.invoiceEmail })}
              </>
            )}
          </p>
        </section>
      )}
      <h2>{t('profileAccount.contactPersons')}</h2>
      {result?.ok && <p role="status">{t('profileAccount.saved')}</p>}
      <ul aria-label={t('profileAccount.contactPersons')}>
        {account.contactPersons.map((person) => (
          <li key={person.id}>
            {[person.firstName, person.lastName].filter(Boolean).join(' ')}
            {person.email && <> · {person.email}</>}
            {person.phone && <> · {person.phone}</>} <Link to={`?bearbeiten=${person.id}`}>{t('profileForm.edit')}</Link>
          </li>
        ))}
      </ul>
      <h2>{editing ? t('profileAccount.editContactPerson') : t('profileAccount.newContactPerson')}</h2>
      <ContactForm key={editing?.id ?? 'neu'} person={editing} failed={failed} />
    </section>
  );
}
