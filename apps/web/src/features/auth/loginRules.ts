import type { Locale } from '@alumni/domain';
import { loginSchema } from '@alumni/domain';
import { schemaRules } from '../../ui/form/schemaRules.ts';

// A chunk of its own (with zod): the sign-in form downloads it on first use, not to paint.

/** The sign-in form's checks (spec 1 §5 "Login: valid email; password required") in `locale`. */
export function loginRules(locale: Locale) {
  return schemaRules(locale, loginSchema());
}
