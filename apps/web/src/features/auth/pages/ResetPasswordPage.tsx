import { localizePath, passwordResetSchema } from '@alumni/domain';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { postResetPassword } from '../api.ts';
import { AuthPageTitle } from '../components/AuthPageTitle.tsx';
import { BackToLoginLink } from '../components/BackToLoginLink.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { loginNoticeState } from '../loginNotice.ts';

/** The link is unusable: the server's words (or ours when there is no token) and a new request. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="reset-invalid">
      <Stack gap="xs">
        <span>{message}</span>
        <Anchor component={Link} to={localizePath('/forgot', locale)} fw={600}>
          {t('reset_request_new_link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

interface PasswordValues {
  password: string;
  password_confirm: string;
}

/**
 * `/reset?token=` (spec 1 §2 reset password): a new password and its confirmation with the
 * rules as a checklist, checked with the domain's schema; success goes to the login page with
 * the server's confirmation, an invalid, used or expired link says so with a way to ask again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm({
    initialValues: { password: '', password_confirm: '' },
    ...schemaRules(locale, passwordResetSchema(), (values: PasswordValues) => ({
      ...values,
      token,
    })),
  });
  const reset = useMutation({ mutationFn: postResetPassword });
  const [tokenError, setTokenError] = useState<string | null>(null);

  const submit = form.onSubmit(
    (input) =>
      reset.mutate(input, {
        onSuccess: ({ detail }) =>
          navigate(localizePath('/login', locale), {
            replace: true,
            state: loginNoticeState('green', detail),
          }),
        onError: (error) => {
          // A 400 about the whole input is the token: invalid, used or expired.
          const general = isApiError(error) && error.status === 400 ? apiFormErrors(error) : null;
          if (general?.general[0]) setTokenError(general.general[0]);
          showApiError(form, error);
        },
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <>
      <AuthPageTitle intro={t('reset_intro')}>{t('reset_heading')}</AuthPageTitle>
      {!token || tokenError || form.errors.token ? (
        <InvalidLink
          message={tokenError ?? String(form.errors.token ?? t('reset_missing_token'))}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert errors={formErrorsOf(form)} />
            <NewPasswordFields
              password={form.getInputProps('password')}
              confirm={form.getInputProps('password_confirm')}
            />
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              {t('reset_submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </>
  );
}
