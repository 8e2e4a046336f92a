import type { FormErrors, UseFormReturnType } from '@mantine/form';

// Apart from schemaRules.ts (which checks with the domain's schemas): what a form shows of
// its errors, for forms that check nothing themselves before the server does.

/** Where a form keeps its whole-form messages among Mantine's field errors. */
export const FORM_ERROR = 'non_field_errors';

// biome-ignore lint/suspicious/noExplicitAny: any Mantine form, whatever its values.
export type AnyForm = UseFormReturnType<any, any>;

/** The whole-form messages, for FormErrorAlert. */
export function formErrorsOf(form: Pick<ErrorTarget, 'errors'>): string[] {
  const general = form.errors[FORM_ERROR];
  return typeof general === 'string' && general ? general.split('\n') : [];
}

/** A field's message as text, for components whose `error` is a string. */
export function fieldError(form: Pick<ErrorTarget, 'errors'>, path: string): string | undefined {
  const error = form.errors[path];
  return typeof error === 'string' && error ? error : undefined;
}

/**
 * What showing an error needs of a form: a Mantine form, or a form of text fields
 * (useTextForm) for a page that must paint without @mantine/form.
 */
export interface ErrorTarget {
  errors: FormErrors;
  setErrors(errors: FormErrors): void;
  clearFieldError(path: string): void;
  getInputNode(path: string): HTMLElement | null;
}
