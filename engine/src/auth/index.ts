/** Authentication: permissions, sessions, login, password reset. Named exports only (decision 940). */
export {
  Permission,
  allPermissions,
  isAdmin,
  isLoggedIn,
  hasPermission,
  requireLoggedIn,
  requireCustomerId,
  NOT_LOGGED_IN_MESSAGE,
  NO_PERMISSION_MESSAGE,
  evaluateGuard,
  type Guard,
  type GuardOutcome,
  GUARDS,
  requireGuard,
  guardOfAny,
  type GuardName,
} from './permissions';
export {
  createSessionTokens,
  sessionPayloadSchema,
  SESSION_TTL_SECONDS,
  type SessionPayload,
  type SessionTokens,
  type VerifiedSession,
  type SessionHolder,
} from './session';
export { createSessionService, revokeSessions, type ResolvedSession, type SessionService } from './session-service';
export {
  createLoginService,
  createLoginLimiter,
  type LoginLimiter,
  type LimitedCheckResult,
  loginSchema,
  loginLimits,
  LOGIN_FAILED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type LoginInput,
  type LoginLimits,
  type LoginResult,
  type LoginService,
} from './login-service';
export {
  createPasswordResetService,
  requestPasswordResetSchema,
  resetPasswordSchema,
  RESET_LINK_INVALID_MESSAGE,
  RESET_TOKEN_TTL_MINUTES,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
  type PasswordResetService,
} from './password-reset-service';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { loginResponse, passwordResetsResponse, sessionPayloadResponse } from './answer-schemas';
