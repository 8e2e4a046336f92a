import { IconAlertCircle } from '@tabler/icons-react';
import { Notice } from '../Notice.tsx';

/** Errors about a whole form (wrong credentials, expired link…), announced when they appear. */
export function FormErrorAlert({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Notice
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" size={20} />}
      data-testid="form-error"
    >
      {errors.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </Notice>
  );
}
