import type { FormErrors } from '@mantine/form';
import type { SyntheticEvent } from 'react';
import { notifyError } from '../../api/notifyError.tsx';
import { apiFormErrors } from './formErrors.ts';
import type { ErrorTarget } from './formState.ts';
import { FORM_ERROR } from './formState.ts';

/**
 * Moves the focus to the first field with an error once React has shown it: the first
 * invalid control inside the submitted form (`event`, so editors not bound with
 * getInputProps count too), else the input Mantine bound to the first field in error.
 */
export function focusFirstError(
  form: ErrorTarget,
  errors: FormErrors = form.errors,
  event?: SyntheticEvent<HTMLFormElement>,
): void {
  // Read now: React clears `currentTarget` once the handler returns.
  const root = event?.currentTarget ?? null;
  const first = Object.keys(errors).find((key) => key !== FORM_ERROR);
  if (!first) return;
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.getInputNode(first))?.focus();
  });
}

/**
 * Shows a failed call on the form: a 400's messages go on their fields and above the form
 * (the API's shapes, DESIGN §5), a 4xx `detail` above the form, and every failure also goes
 * to the red notification list (spec 2 §8).
 */
export function showApiError(form: ErrorTarget, error: unknown): void {
  const mapped = apiFormErrors(error);
  if (mapped) {
    const errors: FormErrors = { ...mapped.fields };
    if (mapped.general.length > 0) errors[FORM_ERROR] = mapped.general.join('\n');
    form.setErrors(errors);
    focusFirstError(form, errors);
  } else {
    form.clearFieldError(FORM_ERROR);
  }
  notifyError(error);
}
