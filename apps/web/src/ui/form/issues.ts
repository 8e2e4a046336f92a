import { type Locale, localizeMessage } from '@alumni/domain';
import type { FieldErrors } from './formErrors.ts';

/**
 * A validation issue as zod reports it: path from the form's root, message a catalogue
 * reference (domain message-refs.ts) or a sentence.
 */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a form needs from a schema: zod's `safeParse`, without depending on zod here. */
export interface SafeParser<T> {
  safeParse(
    input: unknown,
    params?: { error?: (issue: never) => unknown },
  ): { success: true; data: T } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/**
 * The first message of each top-level field among validation issues, in `locale` (spec 1 §5
 * messages come from the domain's catalogues); with `depth` 'path', of each full path
 * (`features.3.names.fr`, as Mantine names a list's inputs and the API its 400s). Issues
 * without a field go under `''`. Never throws.
 */
export function issuesByField(
  issues: readonly FieldIssue[],
  locale: Locale,
  depth: 'field' | 'path' = 'field',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = depth === 'path' ? issue.path : issue.path.slice(0, 1);
    const field = path.map(String).join('.');
    if (!(field in errors)) errors[field] = localizeMessage(issue.message, locale);
  }
  return errors;
}
