import { z } from 'zod';
import { allPermissions } from '../auth/permissions';
import { textField } from '../validation/schemas';
import { contactPersonInputSchema, passwordSchema } from './registration-service';
import { idListSchema, idSchema } from '../validation/ids';
import { choiceInput } from '../validation/numbers';

/** The inputs of customer and user administration (001 §7, R001-7.009–7.032). */

export const id = idSchema;
const emailField = textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase());
const decimalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().regex(/^\d+(\.\d+)?$/, 'validation.double')).refine(
    (value) => Number(value) <= max,
    { message: 'validation.maxValue', params: { max } },
  );
const permissionList = z.array(choiceInput(allPermissions));
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
/**
 * The fields by which a new customer is known (decision 1091): a company, a contact person or a
 * login — what the create form asks for. A customer with none of them is nobody's customer.
 */
export const CUSTOMER_NAMED_FIELDS = ['companyInfo.name', 'contactPersons.added.0.lastName', 'users.added.0.email'] as const;

/**
 * PUT /api/customers: a new customer with its users and contact persons (only `added` counts),
 * known by a company, a contact person or a login; the other fields take their defaults (001 §3).
 */
export const customerCreateSchema = z.object(customerFields).superRefine((input, ctx) => {
  if (input.companyInfo || input.contactPersons.added.length > 0 || input.users.added.length > 0) return;
  for (const field of CUSTOMER_NAMED_FIELDS) {
    ctx.addIssue({ code: 'custom', message: 'validation.customerNamed', path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), input: undefined, params: { rule: 'customerNamed' } });
  }
});
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
/** POST /api/customers: changes to one customer. */
export const customerUpdateSchema = z.object({ id, ...customerFields });
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

export const customerListQuerySchema = z.object({
  status: z.enum(['active', 'inactive', 'deleted']).optional(),
  /** Comma-separated or repeated ids. */
  ids: idListSchema.optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const resetPasswordsSchema = z.object({
  emails: z.array(emailField).min(1).max(500),
  shopType: z.enum(['verpackung', 'moebel']).default('verpackung'),
});
export type ResetPasswordsInput = z.input<typeof resetPasswordsSchema>;
