import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { formItemId, PublicationFormGate } from '../../publication/index.ts';
import { canWriteArticles } from '../blogRules.ts';
import { ArticleForm } from '../components/ArticleForm.tsx';
import { useArticle } from '../hooks/useArticle.ts';

/**
 * `/blog/new` and `/blog/edit/{id}` (spec 1 §2 Blog "article form"): the article form, empty
 * or with the article to edit (read by id: its author, validators and admins). `/blog/edit`
 * without an id writes a new one; an article the viewer may not edit is a 403 page (the
 * publication kit's PublicationFormGate). The editor's code loads with this page only.
 */
export default function ArticleFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/blog/edit');
  const query = useArticle(editing ? formItemId(params.id) : null);
  return (
    <PublicationFormGate
      editing={editing}
      rawId={params.id}
      newPath="/blog/new"
      canWrite={canWriteArticles(user, school)}
      query={query}
      forbidden={t('blog_edit_forbidden')}
      heading={(article) => t(article ? 'page_title_blog_edit' : 'page_title_blog_new')}
      headingId="article-form-title"
      hint={t('blog_form_required_hint')}
    >
      {(article) => <ArticleForm key={article?.id ?? 'new'} article={article} />}
    </PublicationFormGate>
  );
}
