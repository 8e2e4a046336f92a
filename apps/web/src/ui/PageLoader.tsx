import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page or section still loading: a spinner announced to assistive technologies. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      role="status"
      aria-live="polite"
      data-testid="page-loader"
      mih={fullScreen ? '100vh' : 240}
      p="xl"
    >
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </Center>
  );
}
