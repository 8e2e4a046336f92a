import type { ActivationBody } from '@alumni/domain';
import { localizePath, passwordResetSchema } from '@alumni/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { activationKey, fetchActivation, postActivation } from '../api.ts';
import { usePostLoginNavigation } from '../hooks/usePostLoginNavigation.ts';
import { loginNoticeState } from '../loginNotice.ts';
import { AuthPageTitle } from './AuthPageTitle.tsx';
import { ExpiredActivationLink } from './ExpiredActivationLink.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

function goneDetail(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 410) return null;
  const data = error.response?.data;
  return typeof data === 'object' && data !== null && 'detail' in data
    ? String((data as { detail: unknown }).detail)
    : '';
}

interface PasswordValues {
  password: string;
  password_confirm: string;
}

/**
 * Token verification and activation (spec 1 §2 Registration, §4 "Registration token: valid or
 * expired"): a valid link activates the account, asking for a password when it has none; the
 * session then follows post-login routing, or the login page says the registration awaits
 * validation. An invalid or expired link shows the expired-link page.
 */
export function Activation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const afterLogin = usePostLoginNavigation();
  const check = useQuery({
    queryKey: activationKey(token),
    queryFn: ({ signal }) => fetchActivation(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [gone, setGone] = useState<string | null>(null);
  const needsPassword = check.data?.needs_password ?? false;
  const rules = schemaRules(locale, passwordResetSchema(), (values: PasswordValues) => ({
    ...values,
    token,
  }));
  // Without a password to choose, activating sends the token only.
  const form = useForm({
    initialValues: { password: '', password_confirm: '' },
    validate: (values) => (needsPassword ? rules.validate(values) : {}),
    transformValues: (values): ActivationBody =>
      needsPassword ? rules.transformValues(values) : { token },
  });
  const activate = useMutation({ mutationFn: postActivation });

  if (check.isPending) return <PageLoader />;
  const expired = gone ?? goneDetail(check.error);
  if (expired !== null) return <ExpiredActivationLink message={expired} token={token} />;
  if (check.isError) {
    return (
      <Stack gap="md">
        <FormErrorAlert errors={[t('error_base_message')]} />
        <Button onClick={() => void check.refetch()}>{t('retry')}</Button>
      </Stack>
    );
  }
  const { first_name: firstName, email } = check.data;

  const submit = form.onSubmit(
    (body) =>
      activate.mutate(body, {
        onSuccess: (result) => {
          if (result.user) {
            void afterLogin(result.user);
            return;
          }
          void navigate(localizePath('/login', locale), {
            replace: true,
            state: loginNoticeState(result.awaiting_validation ? 'yellow' : 'green', result.detail),
          });
        },
        onError: (error) => {
          const detail = goneDetail(error);
          if (detail !== null) setGone(detail);
          else showApiError(form, error);
        },
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <>
      <AuthPageTitle intro={t('activation_intro', { email })}>
        {t('activation_heading', { name: firstName })}
      </AuthPageTitle>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert errors={formErrorsOf(form)} />
          {needsPassword ? (
            <>
              <Text size="sm">{t('activation_choose_password')}</Text>
              <NewPasswordFields
                password={form.getInputProps('password')}
                confirm={form.getInputProps('password_confirm')}
              />
            </>
          ) : null}
          <Button type="submit" fullWidth size="md" loading={activate.isPending}>
            {t('activation_submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
