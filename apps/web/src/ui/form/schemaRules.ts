import { contractErrorMap, type Locale } from '@alumni/domain';
import type { FormErrors } from '@mantine/form';
import { FORM_ERROR } from './formState.ts';
import type { SafeParser } from './issues.ts';
import { issuesByField } from './issues.ts';

export { type AnyForm, FORM_ERROR, fieldError, formErrorsOf } from './formState.ts';

/**
 * Mantine `useForm` options checking the values with a domain schema (DESIGN §6: client and
 * server reject the same input with the same messages): `validate` puts each field's first
 * message on it, in `locale` (the page's language), and the schema's own (path-less) issues under FORM_ERROR; `transformValues`
 * hands the submit handler the schema's output. `toInput` shapes the values as the schema
 * reads them (numbers from text fields, a token from the address…). `depth` 'path' puts the
 * messages of a list's items on their own inputs (`features.3.names.fr`).
 */
export function schemaRules<V, T>(
  locale: Locale,
  schema: SafeParser<T>,
  toInput: (values: V) => unknown = (values) => values,
  depth: 'field' | 'path' = 'field',
): { validate: (values: V) => FormErrors; transformValues: (values: V) => T } {
  return {
    validate: (values) => {
      const result = schema.safeParse(toInput(values), { error: contractErrorMap });
      if (result.success) return {};
      const { '': general, ...fields } = issuesByField(result.error.issues, locale, depth);
      return general ? { ...fields, [FORM_ERROR]: general } : fields;
    },
    transformValues: (values) => {
      // Only called after `validate` passed, on the same values.
      const result = schema.safeParse(toInput(values));
      if (!result.success) throw new Error('transformValues called on invalid values');
      return result.data;
    },
  };
}
