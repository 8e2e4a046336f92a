import { SchoolDetailsSchema } from '@alumni/domain';
import { z } from 'zod';
import { ErrorDetailSchema } from '../../platform/openapi.ts';

export const SchoolDetailsParamsSchema = z.object({
  subdomain: z.string().min(1).max(63),
});

export const SchoolDetailsResponses = {
  200: SchoolDetailsSchema,
  404: ErrorDetailSchema,
};
