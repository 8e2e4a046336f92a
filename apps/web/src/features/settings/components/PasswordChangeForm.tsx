import { passwordChangeSchema } from '@alumni/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { useForm } from '../../../ui/form/useForm.ts';
import { NewPasswordFields } from '../../auth/components/NewPasswordFields.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { postPasswordChange } from '../api.ts';

const EMPTY = { current_password: '', password: '', password_confirm: '' };

/**
 * Settings → Personal data → Password (spec 1 §5 Password): the current password and a new
 * one with its confirmation, saved with `POST /api/users/me/password/`. Other sessions end;
 * this one stays.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const form = useForm(EMPTY);
  const change = useMutation({ mutationFn: postPasswordChange });

  const submit = () => {
    const input = form.check(passwordChangeSchema(locale));
    if (!input) return;
    change.mutate(input, {
      onSuccess: ({ detail }) => {
        form.setValues(EMPTY);
        notifications.show({ color: 'green', message: detail });
      },
      onError: form.showError,
    });
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-labelledby="settings-password-heading"
    >
      <Stack gap="md" maw={480}>
        <FormErrorAlert errors={form.formErrors} />
        <PasswordInput
          label={t('password_current')}
          name="current_password"
          autoComplete="current-password"
          required
          value={form.values.current_password}
          onChange={(event) => form.setValue('current_password', event.currentTarget.value)}
          error={form.errorOf('current_password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
        />
        <NewPasswordFields
          password={form.values.password}
          confirm={form.values.password_confirm}
          onPassword={(value) => form.setValue('password', value)}
          onConfirm={(value) => form.setValue('password_confirm', value)}
          passwordError={form.errorOf('password')}
          confirmError={form.errorOf('password_confirm')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('password_change_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
