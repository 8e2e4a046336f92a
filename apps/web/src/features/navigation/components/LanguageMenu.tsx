import { LOCALES } from '@alumni/domain';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSwitchLocale } from '../hooks/useSwitchLocale.ts';
import { LANGUAGE_KEYS, LanguageButton } from './LanguageButton.tsx';

/**
 * The language menu (spec 2 §2 Language) behind LanguageSwitch's button, in its own chunk:
 * the menu's code (popover, focus trap, positioning) is not needed for a page to paint.
 */
export default function LanguageMenu({
  fullWidth = false,
  defaultOpened = false,
  focusOnMount = false,
}: {
  fullWidth?: boolean;
  /** Opened at once: its button was clicked while this downloaded. */
  defaultOpened?: boolean;
  /** Its button takes the focus: the button it replaces had it. */
  focusOnMount?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only.
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, []);
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const switchLocale = useSwitchLocale();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton ref={button} fullWidth={fullWidth} />
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
