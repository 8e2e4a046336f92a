import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ReadState } from '../components/ReadState.tsx';
import { customPagePath, shownTitle, sortedPages } from '../customPagesRules.ts';
import { useCustomPages } from '../hooks/useCustomPageQueries.ts';

/**
 * `/page` (spec 1 §2; issue 31 item 6): the custom pages the viewer may read, by title; public
 * ones marked so. Signed out, where the school has public pages: its public pages.
 */
export default function CustomPagesListPage() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const query = useCustomPages();
  return (
    <ReadState query={query}>
      {(pages) => (
        <Container size="md" py="xl">
          <Stack gap="lg">
            <Title order={1}>{t('page_title_pages')}</Title>
            <Text>{t('custompages_list_intro')}</Text>
            {pages.length === 0 ? (
              <Text c="dimmed">{t('custompages_list_empty')}</Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                component="ul"
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
                data-testid="custom-page-list"
              >
                {sortedPages(pages, locale).map((page) => {
                  const title = shownTitle(page.title, locale, t('custompages_untitled'));
                  return (
                    <li key={page.slug}>
                      <Card withBorder padding="md" h="100%">
                        <Group gap="sm" wrap="nowrap" align="flex-start">
                          <IconFileText aria-hidden="true" size={20} />
                          <Stack gap={4}>
                            <Text
                              component={Link}
                              to={customPagePath(locale, page.slug)}
                              fw={600}
                              lang={title.lang}
                              td="underline"
                            >
                              {title.text}
                            </Text>
                            {page.visibility === 'public' && (
                              <Badge variant="light" color="gray" size="sm">
                                {t('custompages_public')}
                              </Badge>
                            )}
                          </Stack>
                        </Group>
                      </Card>
                    </li>
                  );
                })}
              </SimpleGrid>
            )}
          </Stack>
        </Container>
      )}
    </ReadState>
  );
}
