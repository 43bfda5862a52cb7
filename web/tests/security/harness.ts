/**
 * One shop for a security test file: the shop every HTTP test file starts
 * (web/tests/http-shop.ts), under the names the security tests use.
 */
export { startHttpShop as startSecurityShop, useHttpShop as useSecurityShop, type HttpShop as SecurityShop } from '../http-shop';
