import { passwordChangeSchema } from '@alumni/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { showNotification } from '../../../ui/notify.ts';
import { NewPasswordFields } from '../../auth/index.ts';
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
  const form = useForm({ initialValues: EMPTY, ...schemaRules(locale, passwordChangeSchema()) });
  const change = useMutation({ mutationFn: postPasswordChange });

  const submit = form.onSubmit(
    (input) =>
      change.mutate(input, {
        onSuccess: ({ detail }) => {
          form.setValues(EMPTY);
          showNotification({ color: 'green', message: detail });
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-password-heading">
      <Stack gap="md" maw={480}>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <PasswordInput
          label={t('password_current')}
          name="current_password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
        />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirm={form.getInputProps('password_confirm')}
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
