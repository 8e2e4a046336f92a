import { z } from 'zod';
import {
  SUBSCRIPTION_TOKEN_MINUTES,
  subscriptionListsSchema,
  subscriptionTokenQuerySchema,
  subscriptionUpdateSchema,
  UNSUBSCRIBE_LISTS,
  unsubscribeSchema,
} from '../unsubscription.ts';
import { BadRequestSchema, ErrorDetailSchema, InputErrors } from './shared.ts';

/**
 * Contract of `/api/unsubscription/` and `/api/subscription/` (spec 1 §2 subscription and
 * unsubscription pages, spec 2 §8; issue 34 item 3).
 */

export const UnsubscribeBodySchema = unsubscribeSchema();

/**
 * What the link unsubscribed from, for the page to say so, and a token for the subscription
 * page (single use, SUBSCRIPTION_TOKEN_MINUTES minutes) to change the other lists.
 */
export const UnsubscribeResultSchema = z.object({
  list: z.enum(UNSUBSCRIBE_LISTS),
  subscription_token: z
    .string()
    .describe(`Opens /subscription?token= for ${SUBSCRIPTION_TOKEN_MINUTES} minutes, once`),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/** 400 `{"detail": "Error! Invalid token"}` for a token that is unknown, expired or used. */
export const UnsubscribeResponses = { 200: UnsubscribeResultSchema, ...InputErrors };

/** `?token=` of the one-click unsubscribe and of the subscription page. */
export const SubscriptionTokenQuerySchema = subscriptionTokenQuerySchema();

/** RFC 8058: 204, no page; 400 "Error! Invalid token". */
export const OneClickResponses = {
  204: z.null().describe('Unsubscribed'),
  400: BadRequestSchema,
};

/** A member's lists in this school, and whose they are (first name). */
export const SubscriptionSchema = z.object({
  first_name: z.string(),
  lists: subscriptionListsSchema(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionUpdateBodySchema = subscriptionUpdateSchema();
export type SubscriptionUpdate = z.input<typeof SubscriptionUpdateBodySchema>;

/** 400 for a bad token, 401 signed out without one, 403 for someone not a member here. */
export const SubscriptionResponses = {
  200: SubscriptionSchema,
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
