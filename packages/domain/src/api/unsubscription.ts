import { z } from 'zod';
import { UNSUBSCRIBE_LISTS, unsubscribeSchema } from '../unsubscription.ts';
import { InputErrors } from './shared.ts';

/** Contract of `/api/unsubscription/` (spec 1 §2 unsubscription page, spec 2 §8). */

export const UnsubscribeBodySchema = unsubscribeSchema();

/** What the link unsubscribed from, for the page to say so. */
export const UnsubscribeResultSchema = z.object({ list: z.enum(UNSUBSCRIBE_LISTS) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/** 400 `{"detail": "Error! Invalid token"}` for a token that is unknown, expired or used. */
export const UnsubscribeResponses = { 200: UnsubscribeResultSchema, ...InputErrors };
