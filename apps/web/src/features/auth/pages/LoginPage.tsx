import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/LoginForm.tsx';

/** `/login`: the sign-in form inside the auth layout's card, under the school's name. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h4" mb="md" ta="center">
        {t('login_heading')}
      </Title>
      <LoginForm />
    </>
  );
}
