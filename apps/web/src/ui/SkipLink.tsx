import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the navigation to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skip_to_content')}
    </a>
  );
}
