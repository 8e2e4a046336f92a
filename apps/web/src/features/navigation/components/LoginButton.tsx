import { loginPath } from '@alumni/domain';
import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** Sign-in button for anonymous visitors: back to this page once signed in. */
export function LoginButton() {
  const { t } = useTranslation();
  const { locale, fullPath } = useRouteLocale();
  return (
    <Button
      component={Link}
      to={loginPath(fullPath, locale)}
      leftSection={<IconLogin aria-hidden="true" size={18} />}
    >
      {t('nav_login')}
    </Button>
  );
}
