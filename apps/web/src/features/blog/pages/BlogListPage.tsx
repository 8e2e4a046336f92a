import type { PublicationStatus } from '@alumni/domain';
import { ARTICLE_CATEGORIES, localizePath } from '@alumni/domain';
import {
  Button,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { canWriteArticles, listStatuses, parseCategory, parseStatus } from '../blogRules.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { useArticles } from '../hooks/useArticles.ts';
import { CATEGORY_KEYS, STATUS_FILTER_KEYS } from '../labels.ts';

const ALL = 'all';

/**
 * `/blog` (spec 1 §2 Blog "list … filters draft, published, scheduled, pending"): the school's
 * published articles as cards, filtered by category; members who write also filter by status
 * (their own drafts, scheduled, pending and refused articles; validators and admins see
 * everyone's) and get "Write an article". Filters and page live in the address. Anonymous
 * visitors of a school with public pages read the published articles.
 */
export default function BlogListPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { user, loading } = useViewer();
  const compact = useMediaQuery('(max-width: 48em)');
  const [searchParams, setSearchParams] = useSearchParams();
  const statuses = listStatuses(user, school);
  const status = parseStatus(searchParams.get('status'), statuses);
  const category = parseCategory(searchParams.get('category'));
  const { query, pagination } = useArticles({ status, category });
  if (loading) return <PageLoader />;

  const setFilter = (name: 'status' | 'category', value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (!value || value === ALL || (name === 'status' && value === 'published')) {
          next.delete(name);
        } else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const statusOptions = statuses.map((value) => ({ value, label: t(STATUS_FILTER_KEYS[value]) }));
  const categoryOptions = [
    { value: ALL, label: t('blog_category_all') },
    ...ARTICLE_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) })),
  ];
  const pickStatus = (value: string | null) => setFilter('status', value);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>{t('blog_title')}</Title>
          {canWriteArticles(user, school) && (
            <Button
              component={Link}
              to={localizePath('/blog/new', locale)}
              leftSection={<IconPencilPlus aria-hidden="true" size={18} />}
            >
              {t('blog_write')}
            </Button>
          )}
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          {statuses.length > 1 &&
            (compact ? (
              <Select
                label={t('blog_filter_status')}
                data={statusOptions}
                value={status}
                onChange={pickStatus}
                allowDeselect={false}
                w="100%"
              />
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="blog-status-label">
                  {t('blog_filter_status')}
                </Text>
                <SegmentedControl
                  aria-labelledby="blog-status-label"
                  data={statusOptions}
                  value={status}
                  onChange={pickStatus}
                />
              </Stack>
            ))}
          <Select
            label={t('blog_filter_category')}
            data={categoryOptions}
            value={category ?? ALL}
            onChange={(value) => setFilter('category', value)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <ArticleResults query={query} status={status} pagination={pagination} />
      </Stack>
    </Container>
  );
}

function ArticleResults({
  query,
  status,
  pagination,
}: Pick<ReturnType<typeof useArticles>, 'query' | 'pagination'> & {
  status: PublicationStatus;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;
  const { results, count } = query.data;
  return (
    <Stack gap="md">
      <Text role="status" size="sm" data-testid="articles-count">
        {t(`blog_count_${status}`, { count })}
      </Text>
      {results.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {results.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        count={count}
        page={pagination.page}
        pageSize={pagination.pageSize}
        onChange={(page) => {
          pagination.setPage(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
