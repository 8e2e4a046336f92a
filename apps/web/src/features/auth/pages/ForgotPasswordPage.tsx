import { forgotPasswordSchema } from '@alumni/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { postForgotPassword } from '../api.ts';
import { AuthPageTitle } from '../components/AuthPageTitle.tsx';
import { BackToLoginLink } from '../components/BackToLoginLink.tsx';

/**
 * `/forgot` (spec 1 §2 forgot password): asks for the e-mail and shows the server's answer,
 * which is the same whether the address has an account or not.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const form = useForm({
    initialValues: { email: '' },
    ...schemaRules(locale, forgotPasswordSchema()),
  });
  const send = useMutation({ mutationFn: postForgotPassword });

  const submit = form.onSubmit(
    (input) => send.mutate(input.email, { onError: (error) => showApiError(form, error) }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <>
      <AuthPageTitle intro={send.isSuccess ? undefined : t('forgot_intro')}>
        {t('forgot_heading')}
      </AuthPageTitle>
      {send.isSuccess ? (
        <Alert color="green" variant="light" role="status" data-testid="forgot-sent">
          {send.data.detail}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
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
            <Button type="submit" fullWidth size="md" loading={send.isPending}>
              {t('forgot_submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </>
  );
}
