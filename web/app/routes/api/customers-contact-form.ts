import type { Route } from './+types/customers-contact-form';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { readJson } from './auth.server';

/** POST /api/customers/contact/contact-form {email, subject, message, name, captcha, shopType} → `{ sent }` (R000-7.10). Public. */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.contact.sendContactForm(await readJson(request)));
}
