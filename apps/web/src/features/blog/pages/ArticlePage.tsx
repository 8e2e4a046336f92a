import type { Article } from '@alumni/domain';
import { canValidateArticles, localizePath } from '@alumni/domain';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLock, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { useCurrentSlug } from '../../../shared/locale/useCurrentSlug.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CoverImage } from '../../../ui/cover/CoverImage.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import {
  PublicationHistory,
  PublicationRefusalNotice,
  PublicationReview,
  PublicationStatusBadge,
} from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { articleBySlugKey } from '../api.ts';
import { seesHistory } from '../blogRules.ts';
import { ArticleByline } from '../components/ArticleByline.tsx';
import { ArticleContent } from '../components/ArticleContent.tsx';
import { ArticleLikeButton } from '../components/ArticleLikeButton.tsx';
import { ArticleStats } from '../components/ArticleStats.tsx';
import { ArticleSuggestions } from '../components/ArticleSuggestions.tsx';
import { useArticleBySlug } from '../hooks/useArticleBySlug.ts';
import { useArticleTitle } from '../hooks/useArticleTitle.ts';
import { useDeleteArticle } from '../hooks/useDeleteArticle.ts';
import { ARTICLE_PUBLICATION } from '../publicationArea.ts';

/**
 * `/blog/{slug}` (spec 1 §2 Blog "details, suggestions"): the article with its cover, title,
 * date, author, content, likes (a like button for members), views when the school shows
 * them and suggestions; its history for its author, validators and admins; edit and delete
 * for those allowed; validate or refuse for Blog validators while it is pending. A member
 * outside its restriction filters reads "restricted access" (spec 2 §8); an old slug's
 * address is replaced by the new one (the API answers 301 with it).
 */
/** Where an article's page is, and its cached query (useCurrentSlug after an old slug). */
const ARTICLE_PAGE = {
  path: (current: string) => `/blog/${current}`,
  key: articleBySlugKey,
};

export default function ArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useArticleBySlug(slug);
  const article = query.data;
  useArticleTitle(article?.title ?? null);
  useCurrentSlug(article, slug, ARTICLE_PAGE);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 403) return <RestrictedArticle />;
    if (status === 404) return <ErrorPage status={404} message={t('error_not_found')} />;
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  return <ArticleView article={query.data} />;
}

function RestrictedArticle() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('blog_restricted_title')}</Title>
        <Notice
          color="yellow"
          role="status"
          icon={<IconLock aria-hidden="true" size={20} />}
          data-testid="article-restricted"
        >
          {t('blog_restricted')}
        </Notice>
        <Button component={Link} to={localizePath('/blog', locale)} variant="default">
          {t('blog_back_to_list')}
        </Button>
      </Stack>
    </Container>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const { user } = useViewer();
  const remove = useDeleteArticle();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const categories = useStaticOptions('article_category');
  const isAuthor = user?.id === article.author.id;
  const history = seesHistory(user, school, article.author.id);
  const reviews = article.can_review && user !== null && canValidateArticles(user, school);

  return (
    <Container size="md" py="xl" component="article" aria-labelledby="article-title">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Button
            component={Link}
            to={localizePath('/blog', locale)}
            variant="subtle"
            px={0}
            color="dark"
          >
            {t('blog_back_to_list')}
          </Button>
          {(article.can_edit || article.can_delete) && (
            <Group gap="sm">
              {article.can_edit && (
                <Button
                  component={Link}
                  to={localizePath(`/blog/edit/${article.id}`, locale)}
                  variant="default"
                  leftSection={<IconPencil aria-hidden="true" size={18} />}
                >
                  {t('blog_edit')}
                </Button>
              )}
              {article.can_delete && (
                <Button
                  variant="default"
                  color="red.8"
                  leftSection={<IconTrash aria-hidden="true" size={18} />}
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('blog_delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {article.status === 'refused' && article.refusal_reason && isAuthor && (
          <PublicationRefusalNotice
            title={t('blog_refused_notice')}
            reason={article.refusal_reason}
          />
        )}
        {reviews && (
          <Stack gap="xs">
            <Text fw={600}>{t('blog_review_prompt')}</Text>
            <PublicationReview area={ARTICLE_PUBLICATION} item={article} />
          </Stack>
        )}
        <CoverImage cover={article.cover} radius="md" priority />
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="dark" tt="none">
              {categories.labelOf(article.category)}
            </Badge>
            {article.status !== 'published' && (
              <PublicationStatusBadge area={ARTICLE_PUBLICATION} status={article.status} />
            )}
          </Group>
          <Title order={1} id="article-title" style={{ overflowWrap: 'anywhere' }}>
            {article.title}
          </Title>
          <ArticleByline author={article.author} publishAt={article.publish_at} size="md" />
        </Stack>
        <ArticleContent html={article.content} />
        {article.attachment && (
          <Anchor
            href={article.attachment.url}
            download={article.attachment.name}
            data-testid="article-attachment"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Group gap={6} wrap="nowrap" component="span">
              <IconPaperclip aria-hidden="true" size={16} />
              {t('blog_attachment_download', { name: article.attachment.name })}
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" align="center" wrap="wrap" data-testid="article-reactions">
          {user ? (
            <ArticleLikeButton article={article} />
          ) : (
            <ArticleStats likes={article.like_count} views={null} />
          )}
          {article.view_count !== null && (
            <Text size="sm" data-testid="article-view-count">
              {t('blog_views', { count: article.view_count })}
            </Text>
          )}
        </Group>
        {history && (
          <>
            <Divider />
            <PublicationHistory area={ARTICLE_PUBLICATION} id={article.id} />
          </>
        )}
        {article.suggestions.length > 0 && (
          <>
            <Divider />
            <ArticleSuggestions articles={article.suggestions} />
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('blog_delete_title')}
        message={t('blog_delete_message', { title: article.title })}
        confirmLabel={t('blog_delete')}
        loading={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(article.id, {
            onSuccess: () => {
              notifySuccess(t('blog_deleted'));
              void navigate(localizePath('/blog', locale), { replace: true });
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Container>
  );
}
