import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import classes from './LanguageButton.module.css';

export const LANGUAGE_KEYS = { fr: 'language_fr', en: 'language_en' } as const;

/**
 * The language switch's button: the current language, named in full for screen readers.
 * Plain markup drawn as Mantine's default button, so that it shows on the sign-in page
 * before Mantine has loaded; props (the menu target's handlers and ref) go to the button.
 */
export function LanguageButton({
  fullWidth = false,
  className,
  ...props
}: { fullWidth?: boolean } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const current = t(LANGUAGE_KEYS[locale]);
  return (
    <button
      type="button"
      className={className ? `${classes.button} ${className}` : classes.button}
      data-full-width={fullWidth || undefined}
      {...props}
    >
      <IconLanguage aria-hidden="true" size={18} className={classes.section} />
      <span>
        {locale.toUpperCase()}
        <span className="visually-hidden"> – {t('language_switch', { language: current })}</span>
      </span>
      <IconChevronDown aria-hidden="true" size={14} className={classes.section} />
    </button>
  );
}
