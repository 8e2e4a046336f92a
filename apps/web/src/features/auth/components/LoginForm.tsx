import { localizePath, loginSchema } from '@alumni/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useLogin } from '../hooks/useLogin.ts';

/**
 * The sign-in form (spec 1 §5 "Login: valid email; password required"), checked with the
 * domain's login schema so it says what the server would. A refusal (wrong credentials,
 * registration awaiting validation, no role here) shows above the fields and in the red
 * notification list (spec 2 §8).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    ...schemaRules(locale, loginSchema()),
  });

  const submit = form.onSubmit(
    (credentials) => login.mutate(credentials, { onError: (error) => showApiError(form, error) }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('login_heading')}>
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput
          label={t('login_email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('login_password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login_password_toggle') }}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {t('login_submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={localizePath('/forgot', locale)} size="sm">
            {t('login_forgot')}
          </Anchor>
          <Anchor component={Link} to={localizePath('/new', locale)} size="sm">
            {t('login_first_connection')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
