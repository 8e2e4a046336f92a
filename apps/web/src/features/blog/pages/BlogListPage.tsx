import { localizePath } from '@alumni/domain';
import { Button, Container, Group, Select, Stack, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PublicationFilter, PublicationResults } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { canWriteArticles, listStatuses, parseCategory, parseStatus } from '../blogRules.ts';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { useArticles } from '../hooks/useArticles.ts';
import { STATUS_FILTER_KEYS } from '../labels.ts';

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
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const statuses = listStatuses(user, school);
  const status = parseStatus(searchParams.get('status'), statuses);
  const category = parseCategory(searchParams.get('category'));
  const paged = useArticles({ status, category });
  const categories = useStaticOptions('article_category');
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
  const categoryOptions = [{ value: ALL, label: t('blog_category_all') }, ...categories.choices];

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
          {statuses.length > 1 && (
            <PublicationFilter
              id="blog-status-label"
              label={t('blog_filter_status')}
              options={statusOptions}
              value={status}
              onChange={(value) => setFilter('status', value)}
            />
          )}
          <Select
            label={t('blog_filter_category')}
            data={categoryOptions}
            value={category ?? ALL}
            onChange={(value) => setFilter('category', value)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <PublicationResults
          paged={paged}
          countText={(count) => t(`blog_count_${status}`, { count })}
          countTestId="articles-count"
          card={(article) => <ArticleCard article={article} />}
        />
      </Stack>
    </Container>
  );
}
