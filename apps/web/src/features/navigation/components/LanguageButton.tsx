import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../hooks/useRouteLocale.ts';

export const LANGUAGE_KEYS = { fr: 'language_fr', en: 'language_en' } as const;

/**
 * The language switch's button: the current language, named in full for screen readers.
 * Props (the menu target's handlers and ref) go to Mantine's Button.
 */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const current = t(LANGUAGE_KEYS[locale]);
  return (
    <Button
      variant="default"
      leftSection={<IconLanguage aria-hidden="true" size={18} />}
      rightSection={<IconChevronDown aria-hidden="true" size={14} />}
      {...props}
    >
      {locale.toUpperCase()}
      <span className="visually-hidden"> – {t('language_switch', { language: current })}</span>
    </Button>
  );
}
