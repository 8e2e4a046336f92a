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
 * The label a person reads for a control (its `<label>`, else `aria-label`), without the
 * required mark Mantine adds to it (hidden from screen readers, and so from the words);
 * undefined for no control or no label.
 */
export function controlLabel(node: HTMLElement | null): string | undefined {
  if (!node) return undefined;
  const label = (node as HTMLInputElement).labels?.[0];
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const text = copy.textContent?.trim();
    if (text) return text;
  }
  return node.getAttribute('aria-label')?.trim() || undefined;
}

/**
 * Shows a failed call on the form: a 400's messages go on their fields and above the form
 * (the API's shapes, DESIGN §5), a 4xx `detail` above the form, and every failure also goes
 * to the red notification list (spec 2 §8), naming each field by the form's label for it
 * (issue 30 item 7: not by the API's key).
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
  notifyError(error, { fieldLabel: (path) => controlLabel(form.getInputNode(path)) });
}
