import type { CustomSubpageLink } from '@alumni/domain';
import { NavLink, Paper, Stack, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { customPagePath, shownTitle } from '../customPagesRules.ts';

/** The sub-pages of a page, as links (`/page/{slug}/{id}`); the one shown marked current. */
export function SubpageNav({
  slug,
  subpages,
  current,
}: {
  slug: string;
  subpages: CustomSubpageLink[];
  current?: number;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const headingId = useId();
  return (
    <Paper component="nav" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('custompages_subpages_nav')}
        </Title>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {subpages.map((subpage) => {
            const title = shownTitle(subpage.title, locale, t('custompages_untitled'));
            const active = subpage.id === current;
            return (
              <li key={subpage.id}>
                <NavLink
                  component={Link}
                  to={customPagePath(locale, slug, subpage.id)}
                  label={<span lang={title.lang}>{title.text}</span>}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  rightSection={<IconChevronRight aria-hidden="true" size={14} />}
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
