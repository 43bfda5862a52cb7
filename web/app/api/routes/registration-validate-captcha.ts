import { captchaAnswerSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/registration/validate-captcha {questionId, answer} → `{ valid }` (R000-7.09). */
export const action = apiRoute(async ({ engine, input }) => engine.customers.registration.validateCaptcha(await input(captchaAnswerSchema)));
