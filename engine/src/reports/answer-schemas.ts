import { z } from 'zod';

/** The report list's answer (decision 1172, decision 400, R001-7.126). */

export const reportDeclarationListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({
        reportId: z.enum(['partList', 'productPartList']),
        name: z.string(),
        description: z.string(),
        params: z.array(
          z.strictObject({
            name: z.string(),
            type: z.enum(['integer', 'boolean', 'enum', 'object']),
            required: z.boolean(),
            values: z.array(z.string()).optional(),
            default: z.union([z.string(), z.number(), z.boolean()]).optional(),
          }),
        ),
        permissions: z.array(z.number().int()).meta({ description: 'any of these admin permissions may run it' }),
        allowed: z.boolean().meta({ description: 'whether the caller may run it' }),
        contentType: z.literal('application/pdf'),
        defaultFileName: z.string(),
      }),
    ),
  })
  .meta({ id: 'ReportDeclarations' });
