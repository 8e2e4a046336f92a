import type { FormErrors } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ErrorTarget } from './formState.ts';

/** A form of text fields, for showApiError and FormErrorAlert as a Mantine form would be. */
export interface TextForm<K extends string> extends ErrorTarget {
  values: Record<K, string>;
  /** Value, change handler, error and ref for a Mantine input. */
  getInputProps(name: K): {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: FormErrors[string];
    ref: (node: HTMLInputElement | null) => void;
  };
}

/**
 * The state of a small form of text fields without @mantine/form's code (about 6 KB gzip),
 * for the sign-in page, which must paint with as little as it can (issue 16): values,
 * errors (a field's cleared when it changes, as Mantine does) and the inputs' nodes.
 */
export function useTextForm<K extends string>(initialValues: Record<K, string>): TextForm<K> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const nodes = useRef(new Map<string, HTMLInputElement | null>());

  const clearFieldError = useCallback((path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return useMemo(
    () => ({
      values,
      errors,
      setErrors,
      clearFieldError,
      getInputNode: (path: string) => nodes.current.get(path) ?? null,
      getInputProps: (name: K) => ({
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const value = event.currentTarget.value;
          setValues((current) => ({ ...current, [name]: value }));
          clearFieldError(name);
        },
        error: errors[name],
        ref: (node: HTMLInputElement | null) => {
          nodes.current.set(name, node);
        },
      }),
    }),
    [values, errors, clearFieldError],
  );
}
