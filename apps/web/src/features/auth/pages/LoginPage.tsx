import { Alert, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginForm } from '../components/LoginForm.tsx';
import { readLoginNotice } from '../loginNotice.ts';

/**
 * `/login`: the sign-in form inside the auth layout's card, under the school's name, with the
 * notice another account screen left (new password saved, registration awaiting validation).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const notice = readLoginNotice(useLocation().state);
  return (
    <>
      <Title order={2} size="h4" mb="md" ta="center">
        {t('login_heading')}
      </Title>
      {notice && (
        <Alert
          color={notice.color}
          variant="light"
          mb="md"
          role="status"
          data-testid="login-notice"
        >
          {notice.message}
        </Alert>
      )}
      <LoginForm />
    </>
  );
}
