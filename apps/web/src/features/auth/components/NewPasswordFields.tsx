import { PasswordInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** A new password and its confirmation, with the rules as a checklist between them. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}) {
  const { t } = useTranslation();
  const rulesId = useId();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password_new')}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={passwordError}
        aria-describedby={rulesId}
        visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
      />
      <PasswordChecklist value={password} id={rulesId} />
      <PasswordInput
        label={t('password_confirm')}
        name="password_confirm"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirm(event.currentTarget.value)}
        error={confirmError}
        visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
      />
    </Stack>
  );
}
