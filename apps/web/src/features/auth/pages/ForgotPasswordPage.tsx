import { forgotPasswordSchema } from '@alumni/domain';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { useForm } from '../../../ui/form/useForm.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
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
  const form = useForm({ email: '' });
  const send = useMutation({ mutationFn: postForgotPassword });

  const submit = () => {
    const input = form.check(forgotPasswordSchema(locale));
    if (input) send.mutate(input.email, { onError: form.showError });
  };

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
        <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FormErrorAlert errors={form.formErrors} />
            <TextInput
              label={t('login_email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              withAsterisk={false}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.currentTarget.value)}
              error={form.errorOf('email')}
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
