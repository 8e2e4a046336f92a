import type { LoginInput } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useLogin } from '../hooks/useLogin.ts';

/** The login schema's checks, with zod: downloaded when the form is first used, once. */
const loadRules = () => import('../loginRules.ts');

/**
 * The sign-in form (spec 1 §5 "Login: valid email; password required"), checked with the
 * domain's login schema so it says what the server would. A refusal (wrong credentials,
 * registration awaiting validation, no role here) shows above the fields and in the red
 * notification list (spec 2 §8). The schema's code comes with the first focus in the form
 * (or the submit), so the page paints without it.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const login = useLogin();
  const form = useForm<LoginInput>({ initialValues: { email: '', password: '' } });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let credentials = form.values;
    try {
      const rules = (await loadRules()).loginRules(locale);
      const errors = rules.validate(form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstError(form, errors);
        return;
      }
      credentials = rules.transformValues(form.values);
    } catch {
      // The checks could not be downloaded: the server checks the same schema and answers
      // with the same messages, on the same fields.
    }
    login.mutate(credentials, { onError: (error) => showApiError(form, error) });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRules()}
      noValidate
      aria-label={t('login_heading')}
    >
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
