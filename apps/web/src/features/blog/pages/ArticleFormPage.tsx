import { localizePath } from '@alumni/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import { ErrorPage } from '../../errors/components/ErrorPage.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { canWriteArticles } from '../blogRules.ts';
import { ArticleForm } from '../components/ArticleForm.tsx';
import { useArticle } from '../hooks/useArticle.ts';

/** A positive id read from the address; null for anything else. */
function idOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/blog/new` and `/blog/edit/{id}` (spec 1 §2 Blog "article form"): the article form, empty
 * or with the article to edit (read by id: its author, validators and admins). `/blog/edit`
 * without an id writes a new one; an article the viewer may not edit is a 403 page. The
 * editor's code loads with this page only.
 */
export default function ArticleFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale, path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/blog/edit');
  const id = idOf(params.id);
  const query = useArticle(editing ? id : null);

  if (editing && params.id === undefined) {
    return <Navigate to={localizePath('/blog/new', locale)} replace />;
  }
  if (editing && id === null) return <ErrorPage status={404} message={t('error_not_found')} />;
  if (!canWriteArticles(user, school)) {
    return <ErrorPage status={403} message={t('error_forbidden')} />;
  }
  if (editing && query.isPending) return <PageLoader />;
  if (editing && query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 404 || status === 403) {
      return (
        <ErrorPage
          status={status}
          message={t(status === 404 ? 'error_not_found' : 'error_forbidden')}
        />
      );
    }
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const article = editing ? (query.data ?? null) : null;
  if (article && !article.can_edit) {
    return <ErrorPage status={403} message={t('blog_edit_forbidden')} />;
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="article-form-title">
            {article ? t('page_title_blog_edit') : t('page_title_blog_new')}
          </Title>
          <Text size="sm">{t('blog_form_required_hint')}</Text>
        </Stack>
        <ArticleForm key={article?.id ?? 'new'} article={article} />
      </Stack>
    </Container>
  );
}
