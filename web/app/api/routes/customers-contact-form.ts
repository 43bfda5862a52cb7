import { apiRoute } from '../api.server';

/** POST /api/customers/contact/contact-form {email, subject, message, name, captcha, shopType} → `{ sent }` (R000-7.10). Public. */
export const action = apiRoute(async ({ engine, body }) => engine.customers.contact.sendContactForm(await body()));
