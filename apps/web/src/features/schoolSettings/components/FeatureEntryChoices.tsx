import {
  type CustomPageSummary,
  DEFAULT_FEATURE_ICONS,
  FEATURE_PRIORITY_ORDER_MAX,
  FEATURE_PRIORITY_ORDER_MIN,
  type FeaturePath,
  NAV_ICONS,
  type NavIconName,
} from '@alumni/domain';
import { Anchor, Group, NumberInput, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { customPagesSettingsPath } from '../../customPages/index.ts';
import { NAV_ICON_COMPONENTS } from '../../navigation/index.ts';

/** The fields of an entry this component edits, as the features form holds them. */
export interface EntryChoices {
  path: FeaturePath;
  icon: NavIconName | null;
  priorityOrder: number | string;
  slug: string;
}

/** The i18n key naming an icon ('map-pin' → 'navicon_map_pin'). */
const iconKey = (name: NavIconName) => `navicon_${name.replace(/-/g, '_')}`;

/**
 * An entry's icon (among the navbar's, domain NAV_ICONS; its feature's default when it names
 * none), its order on the phone's tabs (spec 2 §2 Mobile bar, §9 priorities), and for a page
 * entry the custom page it opens (one of the school's: pages are added in the custom pages
 * tab, which a link opens). `at` is the entry's path in the form (`features.3`).
 */
export function FeatureEntryChoices<V>({
  form,
  at,
  entry,
  pages,
}: {
  form: UseFormReturnType<V>;
  at: string;
  entry: EntryChoices;
  /** The school's custom pages (page entries only; undefined while they load). */
  pages: CustomPageSummary[] | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const shownIcon = entry.icon ?? DEFAULT_FEATURE_ICONS[entry.path];
  const ShownIcon = NAV_ICON_COMPONENTS[shownIcon];
  const pageOptions = (pages ?? []).map((page) => ({
    value: page.slug,
    label: `${page.title[locale] || page.title.fr || page.title.en || page.slug} (/page/${page.slug})`,
  }));
  if (entry.slug && !pageOptions.some((option) => option.value === entry.slug)) {
    pageOptions.push({ value: entry.slug, label: `/page/${entry.slug}` });
  }
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" gap="sm">
        <Select
          label={t('custompages_entry_icon')}
          data={NAV_ICONS.map((name) => ({ value: name, label: t(iconKey(name)) }))}
          value={shownIcon}
          allowDeselect={false}
          leftSection={<ShownIcon aria-hidden="true" size={18} />}
          renderOption={({ option }) => {
            const Icon = NAV_ICON_COMPONENTS[option.value as NavIconName];
            return (
              <Group gap="xs" wrap="nowrap">
                <Icon aria-hidden="true" size={18} />
                <span>{option.label}</span>
              </Group>
            );
          }}
          onChange={(value) => {
            const icon = value as NavIconName | null;
            // The feature's default is kept as "none": it follows the default if it changes.
            const chosen = !icon || icon === DEFAULT_FEATURE_ICONS[entry.path] ? null : icon;
            form.setFieldValue(`${at}.icon` as never, chosen as never);
          }}
          error={form.errors[`${at}.icon`]}
        />
        <NumberInput
          label={t('custompages_entry_priority')}
          min={FEATURE_PRIORITY_ORDER_MIN}
          max={FEATURE_PRIORITY_ORDER_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(`${at}.priorityOrder`)}
        />
      </Group>
      {entry.path === 'page' && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('custompages_entry_page')}
            withAsterisk
            data={pageOptions}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 240 }}
            {...form.getInputProps(`${at}.slug`)}
          />
          <Anchor component={Link} to={customPagesSettingsPath(locale)} pb={8}>
            {t('custompages_entry_manage_pages')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
