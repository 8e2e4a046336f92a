import { z } from 'zod';
import { VALIDATOR_SCOPES } from '../roles.ts';
import { DbIdSchema, InputErrors, UserSummarySchema } from './shared.ts';

/**
 * Contract of the validations centre's Validators tab (spec 1 §2; spec 2 §6 "Super
 * validators assign validation permissions"): `/api/validators/…`.
 */

/** A validator scope: 1 User, 2 Jobs, 3 Blog, 4 SuperValidator, 5 Report, 6 Evenement, 7 Club. */
export const ValidatorScopeSchema = z
  .literal(VALIDATOR_SCOPES)
  .describe('1 User, 2 Jobs, 3 Blog, 4 SuperValidator, 5 Report, 6 Evenement, 7 Club');

/** `{userId}` of the member whose scopes change. */
export const ValidatorParamsSchema = z.object({ userId: DbIdSchema });
/** Body of `PUT /api/validators/{userId}/`: exactly these scopes; `[]` removes them all. */
export const ValidatorScopesBodySchema = z.object({
  scopes: z.array(ValidatorScopeSchema).max(VALIDATOR_SCOPES.length),
});

/** A member of the school with their validator scopes there. */
export const ValidatorEntrySchema = z.object({
  user: UserSummarySchema,
  user_role: z.object({ id: z.number().int(), role: z.number().int() }),
  scopes: z.array(ValidatorScopeSchema),
});
export type ValidatorEntry = z.infer<typeof ValidatorEntrySchema>;

export const ValidatorListResponses = {
  200: z.object({ results: z.array(ValidatorEntrySchema) }),
  ...InputErrors,
};
export const ValidatorEntryResponses = { 200: ValidatorEntrySchema, ...InputErrors };
