import { z } from 'zod';
import { VALIDATION_REFS } from '../validation-messages.ts';
import { BadRequestSchema, ErrorDetailSchema } from './shared.ts';

/**
 * Contract of the mail outbox (issue "Accounts and access", Mail; `GET /api/outbox/`): the
 * messages the outbox transport kept, for super users.
 */

/** Query of `GET /api/outbox/?to=&limit=`: one recipient's messages, at most `limit` (1–200, 50). */
export const OutboxQuerySchema = z.object({
  to: z.email({ error: VALIDATION_REFS.invalidEmail }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A kept message; `school` is null for mail sent outside any school. */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  school: z.number().int().nullable(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** `GET /api/outbox/`: newest first. */
export const OutboxListSchema = z.object({ results: z.array(OutboxMessageSchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OutboxResponses = {
  200: OutboxListSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
