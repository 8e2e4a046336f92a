import { LOCALES } from '@alumni/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../hooks/useRouteLocale.ts';
import { useSwitchLocale } from '../hooks/useSwitchLocale.ts';

const LANGUAGE_KEYS = { fr: 'language_fr', en: 'language_en' } as const;

/** Language menu of the navbar, the drawer and the sign-in screen (spec 2 §2 Language). */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const switchLocale = useSwitchLocale();
  const current = t(LANGUAGE_KEYS[locale]);
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          leftSection={<IconLanguage aria-hidden="true" size={18} />}
          rightSection={<IconChevronDown aria-hidden="true" size={14} />}
        >
          {locale.toUpperCase()}
          <span className="visually-hidden"> – {t('language_switch', { language: current })}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language_choose')}>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            rightSection={
              option === locale ? <IconCheck aria-hidden="true" size={16} /> : undefined
            }
            onClick={() => {
              if (option !== locale) switchLocale(option);
            }}
          >
            {t(LANGUAGE_KEYS[option])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
