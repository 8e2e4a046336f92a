import type { z } from 'zod';
import { contractErrorMap, localizeMessage } from './api/issues.ts';
import type { Locale } from './locales.ts';

/**
 * Test helper: a schema whose issues read in `locale`, as a person sees them once the server
 * or a form has put the references into words (api/issues.ts).
 */
export function inLocale<S extends z.ZodType>(
  schema: S,
  locale: Locale,
): LocalizedSchema<z.output<S>> {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value, { error: contractErrorMap });
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        message: localizeMessage(issue.message, locale),
      }));
      return { success: false as const, error: { issues } };
    },
    parse(value: unknown): z.output<S> {
      return schema.parse(value);
    },
  };
}

/** What inLocale gives: safeParse with messages in words, and parse. */
export interface LocalizedSchema<T = unknown> {
  safeParse(value: unknown):
    | { success: true; data: T; error?: undefined }
    | {
        success: false;
        data?: undefined;
        error: { issues: { path: PropertyKey[]; message: string; code?: string }[] };
      };
  parse(value: unknown): T;
}

/** Issues of a failed parse as { path: message } pairs; [] when the value passes. */
export function issuesOf(
  schema: LocalizedSchema,
  value: unknown,
): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The messages of a failed parse, in order; [] when the value passes. */
export const messagesOf = (schema: LocalizedSchema, value: unknown) =>
  issuesOf(schema, value).map((i) => i.message);

/** The messages of a failed parse at `path` (dot-joined). */
export const messagesAt = (schema: LocalizedSchema, value: unknown, path: string) =>
  issuesOf(schema, value)
    .filter((i) => i.path === path)
    .map((i) => i.message);
