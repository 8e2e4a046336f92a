import { localizePath, loginSchema } from '@alumni/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useLogin } from '../hooks/useLogin.ts';

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * The sign-in form (spec 1 §5 "Login: valid email; password required"), checked with the
 * domain's login schema so it says what the server would.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = loginSchema(locale).safeParse({ email, password });
    if (!result.success) {
      const found: FieldErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    login.mutate(result.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login_heading')}>
      <Stack gap="md">
        <TextInput
          label={t('login_email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label={t('login_password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
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
