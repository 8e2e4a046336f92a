import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/**
 * A new password and its confirmation, with the rules as a checklist between them; each
 * field takes its form's input props (`form.getInputProps('password')`).
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
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
        {...password}
        aria-describedby={rulesId}
        visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
      />
      <PasswordChecklist value={String(password.value ?? '')} id={rulesId} />
      <PasswordInput
        label={t('password_confirm')}
        name="password_confirm"
        autoComplete="new-password"
        required
        {...confirm}
        visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
      />
    </Stack>
  );
}
