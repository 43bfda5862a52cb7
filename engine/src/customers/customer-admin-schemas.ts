import { z } from 'zod';
import { allPermissions } from '../auth/permissions';
import { textField } from '../validation/schemas';
import { contactPersonInputSchema, passwordSchema } from './registration-service';

/** The inputs of customer and user administration (001 §7, R001-7.009–7.032). */

export const id = z.coerce.number().int().positive();
const emailField = textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase());
const decimalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().regex(/^\d+(\.\d+)?$/, 'validation.number')).refine(
    (value) => Number(value) <= max,
    { message: 'validation.number' },
  );
const permissionList = z.array(z.coerce.number().int()).refine((list) => list.every((p) => (allPermissions as number[]).includes(p)), { message: 'validation.choice' });
const promoItems = z.array(z.string().trim().min(1).max(100)).max(50);

/** A user added to a customer; without a password a random one is set (the user gets a reset mail). */
export const userAddedSchema = z.object({
  email: emailField,
  password: passwordSchema.optional(),
  active: z.boolean().default(true),
  permissions: permissionList.default([]),
});
export const userUpdateSchema = z.object({
  email: emailField.optional(),
  password: passwordSchema.optional(),
  active: z.boolean().optional(),
  permissions: permissionList.optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export const userChangesSchema = z.object({
  added: z.array(userAddedSchema).default([]),
  updated: z.array(userUpdateSchema.extend({ id })).default([]),
  deleted: z.array(id).default([]),
});

export const contactPersonAdminSchema = contactPersonInputSchema.extend({ promoItems: promoItems.default([]) });
export const contactPersonChangesSchema = z.object({
  added: z.array(contactPersonAdminSchema).default([]),
  updated: z.array(contactPersonAdminSchema.extend({ id })).default([]),
  /** Soft delete (the contactPersonChanges deleted list, 001 §3). */
  deleted: z.array(id).default([]),
});

export const companyInfoInputSchema = z.object({
  code: textField({ required: false, max: 50 }).optional(),
  name: textField({ max: 300 }),
  addition: textField({ required: false, max: 300 }).optional(),
  invoiceEmail: textField({ required: false, max: 320, rules: ['email'] }).optional(),
});

const customerFields = {
  /** A fraction 0..1 (docs/decisions/004). */
  discount: decimalText(1).optional(),
  deliveryCostMultiplier: decimalText(100).optional(),
  skontoId: id.nullable().optional(),
  paymentTermId: id.nullable().optional(),
  active: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  quickOrderSetting: z.object({ isActive: z.boolean(), truckId: id.nullable().default(1) }).optional(),
  companyInfo: companyInfoInputSchema.optional(),
  removeCompanyInfo: z.boolean().default(false),
  users: userChangesSchema.default({ added: [], updated: [], deleted: [] }),
  contactPersons: contactPersonChangesSchema.default({ added: [], updated: [], deleted: [] }),
};
/** PUT /api/customers: a new customer with its users and contact persons (only `added` counts). */
export const customerCreateSchema = z.object(customerFields);
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
/** POST /api/customers: changes to one customer. */
export const customerUpdateSchema = z.object({ id, ...customerFields });
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

export const customerListQuerySchema = z.object({
  status: z.enum(['active', 'inactive', 'deleted']).optional(),
  /** Comma-separated or repeated ids. */
  ids: z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(id))
    .optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const resetPasswordsSchema = z.object({
  emails: z.array(emailField).min(1).max(500),
  shopType: z.enum(['verpackung', 'moebel']).default('verpackung'),
});
export type ResetPasswordsInput = z.input<typeof resetPasswordsSchema>;
