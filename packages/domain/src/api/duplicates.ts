import { z } from 'zod';
import { DUPLICATE_REASONS, MERGE_CHOICES, MERGE_FIELDS } from '../duplicates.ts';
import { DUPLICATE_REFS } from '../duplicates-messages.ts';
import { DbIdSchema, InputErrors } from './shared.ts';

/**
 * Contract of duplicate users (issue 34 item 5; spec 1 §2 school settings "duplicate users",
 * §5 "duplicate merge needs a choice per conflict", spec 2 §6 super admins "deduplicate", §8
 * "Cannot merge users from another school"): the pairs of members that look like one person,
 * and the merge of one into the other, in one transaction, logged in the audit log.
 */

/** A member as the merge screen compares them: the mergeable fields and their schools. */
export const DuplicateMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_name: z.string().nullable(),
  civility: z.string().nullable(),
  date_birth: z.string().nullable().describe('YYYY-MM-DD'),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  summary: z.string().nullable(),
  external_ref: z.string().nullable(),
  picture: z.string().nullable().describe('Public URL of the profile picture'),
  is_active: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DuplicateMember = z.infer<typeof DuplicateMemberSchema>;

/** Two members that look like one person, why, and the fields on which they disagree. */
export const DuplicatePairSchema = z.object({
  users: z.tuple([DuplicateMemberSchema, DuplicateMemberSchema]),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  conflicts: z.array(z.enum(MERGE_FIELDS)),
});
export type DuplicatePair = z.infer<typeof DuplicatePairSchema>;

/** `GET /api/duplicates/`: `across_schools=true` (super users) looks at every account. */
export const DuplicateQuerySchema = z.object({
  across_schools: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('Super users: every account of the platform'),
});
export type DuplicateQuery = z.output<typeof DuplicateQuerySchema>;

export const DuplicateListSchema = z.object({ results: z.array(DuplicatePairSchema) });
export type DuplicateList = z.infer<typeof DuplicateListSchema>;

export const DuplicateListResponses = { 200: DuplicateListSchema, ...InputErrors };

/**
 * Body of `POST /api/duplicates/merges/`: `merge_id` goes into `keep_id`; `choices` says for
 * each conflicting field whose value stays (`keep` or `merge`); `across_schools` (super users)
 * merges the identity: one account holding the memberships of both.
 */
export const MergeBodySchema = z
  .object({
    keep_id: DbIdSchema,
    merge_id: DbIdSchema,
    choices: z
      .partialRecord(z.enum(MERGE_FIELDS), z.enum(MERGE_CHOICES))
      .default({})
      .describe('Per conflicting field, whose value to keep'),
    across_schools: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.keep_id === value.merge_id) {
      ctx.addIssue({ code: 'custom', path: ['merge_id'], message: DUPLICATE_REFS.sameUser });
    }
  });
export type MergeInput = z.input<typeof MergeBodySchema>;
export type Merge = z.output<typeof MergeBodySchema>;

export const MergeResultSchema = z.object({ user: DuplicateMemberSchema });
export type MergeResult = z.infer<typeof MergeResultSchema>;

export const MergeResponses = { 200: MergeResultSchema, ...InputErrors };
