import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { allPermissions } from '../auth/permissions';
import { EngineError } from '../errors';
import { CompanyInfo, ContactPerson, Customer, User } from './customer.entity';
import { UserKind } from './rules';


export const createAdminSchema = z.object({
  email: z.email().transform((email) => email.trim().toLowerCase()),
  password: z.string().min(12).optional(),
  name: z.string().min(1).default('Administration'),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export interface CreatedAdmin {
  userId: number;
  customerId: number;
  email: string;
  /** Set only when the password was generated: print it once, it is stored hashed. */
  generatedPassword?: string;
  permissions: number[];
}

/** A random password that is easy to copy: 20 characters of base64url. */
export const generatePassword = () => randomBytes(15).toString('base64url');

export function createAdminService(deps: { em: () => EntityManager }) {
  return {
    /** Creates a user with every admin permission on an own staff customer. */
    async createAdmin(rawInput: CreateAdminInput): Promise<CreatedAdmin> {
      const input = createAdminSchema.parse(rawInput);
      const password = input.password ?? generatePassword();
      const passwordHash = await hashPassword(password);
      return deps.em().transactional(async (em) => {
        if (await em.count(User, { email: input.email })) {
          throw new EngineError('conflict', [{ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: input.email }, field: 'email' }]);
        }
        const customer = em.create(Customer, { kind: UserKind.REGISTERED });
        em.create(CompanyInfo, { customer, name: input.name, invoiceEmail: input.email });
        em.create(ContactPerson, { customer, firstName: 'Admin', lastName: input.name, email: input.email });
        const user = em.create(User, { customer, email: input.email, passwordHash, permissions: [...allPermissions] });
        await em.flush();
        return {
          userId: user.id,
          customerId: customer.id,
          email: user.email,
          permissions: user.permissions,
          ...(input.password ? {} : { generatedPassword: password }),
        };
      });
    },

    /** Number of users holding at least one admin permission. */
    async countAdmins(): Promise<number> {
      const users = await deps.em().find(User, { active: true }, { fields: ['permissions'] });
      return users.filter((user) => user.permissions.length > 0).length;
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
