import type { FormEvent, RefObject } from 'react';
import { useCallback, useRef, useState } from 'react';
import { notifyError } from '../../api/notifyError.tsx';
import type { FieldErrors, SafeParser } from './formErrors.ts';
import { apiFormErrors, issuesByField } from './formErrors.ts';

export interface Form<V extends object> {
  values: V;
  errors: FieldErrors;
  /** Errors about the whole form (the server's `non_field_errors` or `detail`). */
  formErrors: string[];
  setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  setValues: (values: V) => void;
  /** Error of a field, for Mantine's `error` prop. */
  errorOf: (key: keyof V & string) => string | undefined;
  /**
   * Checks the values with a domain schema; on failure shows each field's first message and
   * moves the focus to the first invalid field. Returns the parsed values or null.
   */
  check: <T>(schema: SafeParser<T>, input?: unknown) => T | null;
  /**
   * Shows a failed call: a 400's messages go on their fields and above the form, and every
   * failure also goes to the red notification list (spec 2 §8).
   */
  showError: (error: unknown) => void;
  clearErrors: () => void;
  /** Put on the `<form>`: lets `check` find the first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A submit handler that prevents the page reload. */
  onSubmit: (handler: () => void) => (event: FormEvent<HTMLFormElement>) => void;
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * A small form state for the account screens: values, per-field errors from the domain's zod
 * schemas (DESIGN §6 "forms validated with the zod schemas from packages/domain"), and the
 * server's 400 answers mapped back onto the fields.
 */
export function useForm<V extends object>(initial: V): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement | null>(null);

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(String(key) in current)) return current;
      const next = { ...current };
      delete next[String(key)];
      return next;
    });
  }, []);

  const check = <T>(schema: SafeParser<T>, input: unknown = values): T | null => {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      setFormErrors([]);
      return result.data;
    }
    const found = issuesByField(result.error.issues);
    const { '': general, ...fields } = found;
    setErrors(fields);
    setFormErrors(general ? [general] : []);
    focusFirstInvalid(formRef.current);
    return null;
  };

  const showError = (error: unknown) => {
    const mapped = apiFormErrors(error);
    if (mapped) {
      setErrors(mapped.fields);
      setFormErrors(mapped.general);
      if (Object.keys(mapped.fields).length > 0) focusFirstInvalid(formRef.current);
    } else {
      setFormErrors([]);
    }
    notifyError(error);
  };

  return {
    values,
    errors,
    formErrors,
    setValue,
    setValues,
    errorOf: (key) => errors[key],
    check,
    showError,
    clearErrors: () => {
      setErrors({});
      setFormErrors([]);
    },
    formRef,
    onSubmit: (handler) => (event) => {
      event.preventDefault();
      handler();
    },
  };
}
