/** The browser-safe part of auth (decision 940): permissions, the guard language and the one guard table (decision 1135). */
export { Permission, allPermissions, isAdmin, isLoggedIn, hasPermission, evaluateGuard, GUARDS, guardOfAny, type Guard, type GuardOutcome, type GuardName } from './permissions';
