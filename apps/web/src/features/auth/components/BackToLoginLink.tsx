import { localizePath } from '@alumni/domain';
import { Anchor, Center } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

/** "Back to sign-in" under an account screen. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Center mt="lg">
      <Anchor
        component={Link}
        to={localizePath('/login', locale)}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft aria-hidden="true" size={16} />
        {t('auth_back_to_login')}
      </Anchor>
    </Center>
  );
}
