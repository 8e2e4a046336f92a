import type { z } from 'zod';
import { badRequest, zodIssuesToBody } from './errors.ts';

/**
 * Parses `input` with a zod schema built for the request's language (the domain schema
 * factories take a locale); on failure throws 400 `{"field": ["message"]}` and nothing
 * changes. Route schemas declare the same shapes for the OpenAPI document only
 * (`attachValidation`), since their messages would not be localised.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(zodIssuesToBody(result.error.issues));
  return result.data;
}
