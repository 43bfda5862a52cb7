import { EngineError, type Engine } from '@shop/engine';
import { contactBody, isContactFormComplete, type ContactOutcome } from './ContactForm';

const INCOMPLETE = 'Bitte füllen Sie das Formular vollständig aus.';

/** The page action of /kontakt (forms posted without JavaScript): the same engine operation as the /api route. */
export async function postContactForm(engine: Engine, form: FormData): Promise<ContactOutcome> {
  if (!isContactFormComplete(form)) return { kind: 'incomplete' };
  try {
    await engine.customers.contact.sendContactForm(contactBody(form));
    return { kind: 'sent' };
  } catch (error) {
    if (EngineError.is(error) && error.kind === 'invalid') {
      const first = error.errors[0]?.message;
      return first && first !== INCOMPLETE ? { kind: 'error', message: first } : { kind: 'incomplete' };
    }
    return { kind: 'failed' };
  }
}
