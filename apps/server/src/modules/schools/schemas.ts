import { ErrorDetailSchema, SchoolDetailsSchema } from '@alumni/domain';
import { z } from 'zod';

export const SchoolDetailsParamsSchema = z.object({
  subdomain: z.string().min(1).max(63),
});

export const SchoolDetailsResponses = {
  200: SchoolDetailsSchema,
  404: ErrorDetailSchema,
};
