import type { CustomSubpageLink, LocalizedText } from '@alumni/domain';
import { customPageTextIn } from '@alumni/domain';
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PostContent } from '../../feed/index.ts';
import { customPagePath, customPagesSettingsPath, shownTitle } from '../customPagesRules.ts';
import { SubpageNav } from './SubpageNav.tsx';

/**
 * A custom page or sub-page as its readers see it (spec 1 §2 `/page/{slug}`, `/page/{slug}/{id}`):
 * for a sub-page, the way back to its page; the title and the text in the page's language, or
 * the other when it has none (marked with its `lang`); the page's sub-pages; for its admins, a
 * link to its editor.
 */
export function CustomPageView({
  slug,
  pageId,
  title,
  body,
  subpages,
  canEdit,
  parentTitle,
  currentSubpage,
}: {
  slug: string;
  pageId: number;
  title: LocalizedText;
  body: LocalizedText;
  subpages: CustomSubpageLink[];
  canEdit: boolean;
  /** The page's title, when this is one of its sub-pages. */
  parentTitle?: LocalizedText;
  currentSubpage?: number;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const heading = shownTitle(title, locale, t('custompages_untitled'));
  const text = customPageTextIn(body, locale);
  const parent = parentTitle && shownTitle(parentTitle, locale, t('custompages_untitled'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg" data-testid="custom-page">
        {parent && (
          <Breadcrumbs component="nav" aria-label={t('custompages_breadcrumb')}>
            <Anchor component={Link} to={customPagePath(locale, slug)} lang={parent.lang}>
              {parent.text}
            </Anchor>
            <Text span aria-current="page" lang={heading.lang}>
              {heading.text}
            </Text>
          </Breadcrumbs>
        )}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={1} lang={heading.lang}>
            {heading.text}
          </Title>
          {canEdit && (
            <Button
              component={Link}
              to={customPagesSettingsPath(locale, pageId)}
              variant="default"
              leftSection={<IconPencil aria-hidden="true" size={16} />}
            >
              {t('custompages_edit_page')}
            </Button>
          )}
        </Group>
        {text ? (
          <div lang={text.lang}>
            <PostContent html={text.text} />
          </div>
        ) : (
          subpages.length === 0 && <Text c="dimmed">{t('custompages_empty_body')}</Text>
        )}
        {subpages.length > 0 && (
          <SubpageNav slug={slug} subpages={subpages} current={currentSubpage} />
        )}
      </Stack>
    </Container>
  );
}
