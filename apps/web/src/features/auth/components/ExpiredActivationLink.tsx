import { localizePath } from '@alumni/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorNotice } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { postActivationRenewal } from '../api.ts';
import { AuthPageTitle } from './AuthPageTitle.tsx';

/**
 * The expired-link page (spec 1 §2 Registration, spec 2 §8 "Expired activation link: invalid
 * or expired; create an account to get a new one"): with the link's `token`, "get a new link"
 * sends a fresh one to the account's address (one per 15 minutes; an account already active
 * is told to sign in); and the way to a new account.
 */
export function ExpiredActivationLink({
  message,
  token,
}: {
  message?: string | undefined;
  token?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const renew = useMutation({ mutationFn: postActivationRenewal });
  return (
    <Stack gap="md" data-testid="activation-expired">
      <AuthPageTitle>{t('activation_expired_heading')}</AuthPageTitle>
      <Alert color="red" variant="light" role="alert" icon={<IconLinkOff aria-hidden="true" />}>
        {message || t('activation_expired_text')}
      </Alert>
      {renew.isSuccess && (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconMailCheck aria-hidden="true" />}
        >
          {renew.data.detail}
        </Alert>
      )}
      {renew.isError && <FormErrorAlert errors={errorNotice(renew.error).messages} />}
      {token && !renew.isSuccess && (
        <Button fullWidth size="md" loading={renew.isPending} onClick={() => renew.mutate(token)}>
          {t('activation_request_new_link')}
        </Button>
      )}
      <Button
        component={Link}
        to={localizePath('/new', locale)}
        fullWidth
        size="md"
        variant={token ? 'default' : 'filled'}
      >
        {t('activation_create_account')}
      </Button>
    </Stack>
  );
}
