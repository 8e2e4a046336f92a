import { localizePath } from '@alumni/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { AuthPageTitle } from './AuthPageTitle.tsx';

/**
 * The expired-link page (spec 1 §2 Registration, spec 2 §8 "Expired activation link: invalid
 * or expired; create an account to get a new one"), with the way to a new account.
 */
export function ExpiredActivationLink({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Stack gap="md" data-testid="activation-expired">
      <AuthPageTitle>{t('activation_expired_heading')}</AuthPageTitle>
      <Alert color="red" variant="light" role="alert" icon={<IconLinkOff aria-hidden="true" />}>
        {message || t('activation_expired_text')}
      </Alert>
      <Button component={Link} to={localizePath('/new', locale)} fullWidth size="md">
        {t('activation_create_account')}
      </Button>
    </Stack>
  );
}
