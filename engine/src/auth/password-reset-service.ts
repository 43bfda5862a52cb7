import type { RateLimits } from '../limits/rate-limits';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext, ShopMode } from '../context';
import { User } from '../customers/customer.entity';
import { revokeSessions } from './session-service';
import { EngineError, notFoundError } from '../errors';
import { languageOf, type Locale } from '../i18n/locales';
import type { Mailer } from '../mail/mailer';
import { mailSignature } from '../mail/signature';
import { loadCompanyProfile } from '../settings/company-settings';
import { passwordConfirmation, textField } from '../validation/schemas';
import { passwordSchema } from '../customers/registration-service';
import { findLoginUser, forgetLoginFailures } from './login-service';
import { hashPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';

export const RESET_LINK_INVALID_MESSAGE = 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.';
/** A reset link works once and for one hour (docs/decisions/302-password-reset.md). */
export const RESET_TOKEN_TTL_MINUTES = 60;

export const requestPasswordResetSchema = z.object({ email: textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase()) });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().trim().min(1).max(200), password: passwordSchema, passwordRepeat: z.string().default('') })
  .superRefine(passwordConfirmation({ field: 'passwordRepeat', target: 'password' }));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const mailTexts = {
  de: {
    subject: 'Passwort zurücksetzen',
    text: (link: string, company: string, signature: string) =>
      `Guten Tag\n\nSie haben verlangt, Ihr Passwort im Shop von ${company} zurückzusetzen. Über diesen Link setzen Sie ein neues Passwort (einmal gültig, ${RESET_TOKEN_TTL_MINUTES} Minuten lang):\n\n${link}\n\nHaben Sie nichts verlangt, können Sie diese Nachricht ignorieren.\n\n${signature}`,
  },
  fr: {
    subject: 'Réinitialiser le mot de passe',
    text: (link: string, company: string, signature: string) =>
      `Bonjour\n\nVous avez demandé la réinitialisation de votre mot de passe dans la boutique de ${company}. Ce lien permet d'en définir un nouveau (valable une fois, pendant ${RESET_TOKEN_TTL_MINUTES} minutes) :\n\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.\n\n${signature}`,
  },
  en: {
    subject: 'Reset your password',
    text: (link: string, company: string, signature: string) =>
      `Hello\n\nYou asked to reset your password in the shop of ${company}. Use this link to set a new one (valid once, for ${RESET_TOKEN_TTL_MINUTES} minutes):\n\n${link}\n\nIf you did not ask for this, ignore this message.\n\n${signature}`,
  },
};

export interface PasswordResetDeps {
  em: () => EntityManager;
  mailer: Mailer;
  /** The shop's public address, for the link in the mail. */
  publicUrl: string;
  /** The base of links for a request (its own allowed origin when PUBLIC_URL is unset). */
  publicUrlFor?: (ctx: Pick<RequestContext, 'origin'>) => string;
  /** Per-target limit (decision 873): at most 3 reset mails an hour to one address; further requests answer the same and send nothing. */
  limits?: Pick<RateLimits, 'take'>;
  now?: () => Date;
}

type ResetMailContext = Pick<RequestContext, 'locale' | 'origin'> & Partial<Pick<RequestContext, 'shopMode'>>;

/** Password reset by mail (000 §7: request-password-reset, reset-password). */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const now = deps.now ?? (() => new Date());

  /** A new single-use link to `user` (the older ones void) and its mail; false when the per-address limit stops it. */
  async function sendResetMail(ctx: ResetMailContext, user: { id: number; email: string }): Promise<boolean> {
    if (deps.limits && !(await deps.limits.take('password-reset-mail', user.email.toLowerCase(), { max: 3, windowSeconds: 3_600 })).ok) return false;
    const token = randomBytes(32).toString('base64url');
    // The link opens the shop the request (or the staff member, decision 1011) names; the packaging shop is the default.
    const shopMode = ctx.shopMode ?? 'verpackung';
    const mode = shopMode !== 'verpackung' ? `&modus=${shopMode}` : '';
    const link = new URL(`/user/reset-password?token=${token}${mode}`, deps.publicUrlFor ? deps.publicUrlFor(ctx) : deps.publicUrl).toString();
    const texts = mailTexts[languageOf(ctx.locale)];
    // The link and its mail in one transaction (decision 870): no mail without its token, no token without its mail.
    await deps.em().transactional(async (em) => {
      const company = await loadCompanyProfile(em);
      // A new link replaces the older ones.
      await em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: now() });
      em.create(PasswordResetToken, { user: user.id, tokenHash: sha256(token), expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000) });
      await em.flush();
      // The link opens the account: the stored copy of the mail keeps a marker (decision 1087).
      await deps.mailer.send(
        {
          to: user.email,
          subject: texts.subject,
          text: texts.text(link, company.name, mailSignature(company, ctx.locale)),
          topic: 'account',
          secrets: { links: [link], cause: { kind: 'password-reset', userId: user.id, locale: ctx.locale, shopMode }, locale: ctx.locale },
        },
        { em },
      );
    });
    return true;
  }

  return {
    /**
     * Sends a single-use link when the e-mail belongs to a user who may log in; answers the same
     * either way, so nobody learns which e-mails have an account.
     */
    async requestPasswordReset(ctx: ResetMailContext, rawInput: RequestPasswordResetInput): Promise<{ ok: true }> {
      const { email } = requestPasswordResetSchema.parse(rawInput);
      const user = await findLoginUser(deps.em(), email);
      if (user) await sendResetMail(ctx, user);
      return { ok: true };
    },

    /**
     * "Erneut senden" of a reset mail in the back office (decision 1087): a new link to the user's
     * current e-mail, in the mail's language and shop, voiding the old one; nothing when the user
     * may no longer log in or the per-address limit is reached.
     */
    async sendAgain(ctx: Pick<RequestContext, 'origin'>, cause: { userId: number; locale: Locale; shopMode: ShopMode }): Promise<{ sent: boolean }> {
      const known = await deps.em().findOne(User, { id: cause.userId });
      if (!known) throw notFoundError();
      const user = await findLoginUser(deps.em(), known.email);
      return { sent: user ? await sendResetMail({ origin: ctx.origin, locale: cause.locale, shopMode: cause.shopMode }, user) : false };
    },

    /**
     * Sets the new password with a valid, unused, unexpired token; the token is used up. Works
     * while the account is over its login limits (the owner's way in, decision 1089) and clears
     * them.
     */
    async resetPassword(rawInput: ResetPasswordInput): Promise<{ ok: true }> {
      const input = resetPasswordSchema.parse(rawInput);
      const passwordHash = await hashPassword(input.password);
      await deps.em().transactional(async (em) => {
        // Claiming the token and using it up is one statement: two requests cannot both win.
        const claimed = await em.nativeUpdate(
          PasswordResetToken,
          { tokenHash: sha256(input.token), usedAt: null, expiresAt: { $gt: now() } },
          { usedAt: now() },
        );
        if (claimed !== 1) throw new EngineError('invalid', [{ message: RESET_LINK_INVALID_MESSAGE, field: 'token' }]);
        const row = await em.findOneOrFail(PasswordResetToken, { tokenHash: sha256(input.token) });
        const userId = typeof row.user === 'number' ? row.user : row.user.id;
        await em.nativeUpdate(User, { id: userId }, { passwordHash });
        // Every session from before the reset ends.
        await revokeSessions(em, { id: userId });
        await em.nativeUpdate(PasswordResetToken, { user: userId, usedAt: null }, { usedAt: now() });
        // The login limits forget the guesses at the old password (decision 1089): the owner is in.
        const { email } = await em.findOneOrFail(User, { id: userId }, { fields: ['email'] });
        await forgetLoginFailures(em, email);
      });
      return { ok: true };
    },

    /** Deletes expired links (used ones expire too, within the link's lifetime). */
    async purgeTokens(): Promise<number> {
      return deps.em().nativeDelete(PasswordResetToken, { expiresAt: { $lt: now() } });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
