import { useTranslation } from 'react-i18next';
import classes from './PageLoader.module.css';

/**
 * A page or section still loading: a spinner in the school's colour, announced to assistive
 * technologies. Plain markup (no Mantine), so that it can show before Mantine has loaded.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loader"
      className={classes.loader}
      data-full-screen={fullScreen || undefined}
    >
      <span className={classes.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
