import { localizePath, splitLocalePath } from '@alumni/domain';
import { i18n } from '../../../i18n/i18n.ts';

/**
 * Shown when the error page itself fails (spec 1 §2 Error page): plain text and a link home,
 * relying on nothing that could have failed (no router, no theme, no school).
 */
export function ErrorPageFallback() {
  const { locale } = splitLocalePath(window.location.pathname);
  const t = i18n.getFixedT(locale);
  return (
    <main id="main-content" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <p>{t('error_page_failed')}</p>
      <p>
        <a href={localizePath('/', locale)}>{t('error_back_home')}</a>
      </p>
    </main>
  );
}
