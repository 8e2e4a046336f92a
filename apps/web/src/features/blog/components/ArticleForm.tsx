import type { Article, ArticleInput } from '@alumni/domain';
import {
  ARTICLE_LANGUAGES,
  ARTICLE_META_DESCRIPTION_MAX,
  ARTICLE_META_TITLE_MAX,
  articleSchema,
  BLOG_MESSAGES,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  canValidateArticles,
  isBlogAdmin,
} from '@alumni/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { CoverField } from '../../../ui/cover/CoverField.tsx';
import { DateTimeField } from '../../../ui/form/DateTimeField.tsx';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import { finishAutolink } from '../../feed/index.ts';
import {
  AudienceFieldset,
  PublicationFormFrame,
  usePublicationForm,
} from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { createArticle, proposeSlug, updateArticle, uploadCover } from '../api.ts';
import { type ArticleValues, valuesOf } from '../articleFormValues.ts';
import { fromLocalInput } from '../blogRules.ts';
import { isEditorEmpty, useArticleEditor } from '../hooks/useArticleEditor.ts';
import { ARTICLE_PUBLICATION } from '../publicationArea.ts';
import { ArticleTextEditor } from './ArticleTextEditor.tsx';
import { AttachmentField } from './AttachmentField.tsx';
import { AuthorField } from './AuthorField.tsx';

/** The success notice of a save, by the status the article took. */
const SAVED_KEYS = {
  draft: 'blog_saved_draft',
  pending: 'blog_saved_pending',
  scheduled: 'blog_saved_scheduled',
  published: 'blog_saved_published',
  refused: 'blog_saved_draft',
} as const;

/**
 * The article form (spec 1 §5 Blog; issue 13 item 2): title (≤ 100), slug (≤ 100, proposed
 * from the title by the API and editable), content (rich text with headings and YouTube
 * videos), languages (at least one), category, cover photo (required, 806×474), an
 * attachment, publication date, SEO meta title, description and robots, and the degree and
 * role restriction filters when the school has `has_filter_blog` (the publication kit's
 * AudienceFieldset). Checked with the domain's articleSchema, saved with the edited version
 * (`expected_updated_at`); set up by the kit's usePublicationForm, whose buttons are the
 * moves the publication rules allow: save as a draft, submit for validation, publish or
 * schedule, or save a published article. The editor's text is finished before the submit.
 */
export function ArticleForm({ article }: { article: Article | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const slugTouched = useRef(article !== null);
  const filters = school.flags.has_filter_blog;
  const categories = useStaticOptions('article_category');
  const publication = usePublicationForm({
    area: ARTICLE_PUBLICATION,
    item: article,
    status: article?.status ?? null,
    initialValues: valuesOf(article, locale, user?.id ?? null),
    schema: articleSchema(),
    toInput: (values: ArticleValues, draft) => ({
      title: values.title,
      slug: values.slug,
      content: editor?.getHTML() ?? values.content,
      languages: values.languages,
      category: values.category || undefined,
      cover: values.cover?.key ?? '',
      attachment: values.attachment,
      publish_at: fromLocalInput(values.publish_at),
      draft,
      meta_title: values.meta_title,
      meta_description: values.meta_description,
      robots_index: values.robots_index,
      robots_follow: values.robots_follow,
      filter_degrees: filters ? values.filter_degrees.map(Number) : [],
      filter_roles: filters ? values.filter_roles.map(Number) : [],
      author: choosesAuthor && values.author ? Number(values.author) : null,
    }),
    // The schema's messages for an empty choice and an empty text, as the server words them.
    required: ['category'],
    check: (): FormErrors =>
      editor && isEditorEmpty(editor) ? { content: BLOG_MESSAGES[locale].contentRequired } : {},
    // The schema's output, its date back to the ISO text the API reads.
    toBody: (output): ArticleInput => ({
      ...output,
      publish_at: output.publish_at?.toISOString() ?? null,
    }),
    create: createArticle,
    update: (current, body) =>
      updateArticle(current.id, { ...body, expected_updated_at: current.updated_at }),
    savedKeys: SAVED_KEYS,
    canValidate: canValidateArticles,
    requiresValidation: school.flags.validate_blog,
  });
  const { form, saving } = publication;
  // Validators and admins may write in another member's name (spec 1 §5 Blog "author").
  const choosesAuthor: boolean =
    user !== null && (publication.isValidator || isBlogAdmin(user, school));
  const editor = useArticleEditor({
    content: article?.content ?? '',
    onUpdate: (current) => form.setFieldValue('content', current.getHTML()),
  });

  const slugProposal = useMutation({
    mutationFn: (title: string) => proposeSlug(title, article?.id),
    onSuccess: ({ slug }) => {
      form.setFieldValue('slug', slug);
      form.clearFieldError('slug');
    },
  });
  const propose = () => {
    const title = form.values.title.trim();
    if (title && title.length <= BLOG_TITLE_MAX) slugProposal.mutate(title);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editor) return;
    finishAutolink(editor);
    publication.submit(event);
  };
  const text = (key: keyof ArticleValues) => ({ name: key, ...form.getInputProps(key) });

  return (
    <PublicationFormFrame
      area={ARTICLE_PUBLICATION}
      publication={publication}
      item={article}
      refusedTitle={t('blog_refused_notice')}
      labelledBy="article-form-title"
      onSubmit={submit}
    >
      <TextInput
        label={t('blog_field_title')}
        required
        maxLength={BLOG_TITLE_MAX}
        description={t('form_characters', {
          count: form.values.title.length,
          max: BLOG_TITLE_MAX,
        })}
        {...text('title')}
        onBlur={() => {
          if (!slugTouched.current) propose();
        }}
      />
      <Stack gap={6}>
        <TextInput
          label={t('blog_field_slug')}
          required
          maxLength={BLOG_SLUG_MAX}
          description={t('blog_field_slug_hint')}
          {...text('slug')}
          onChange={(event) => {
            slugTouched.current = true;
            form.getInputProps('slug').onChange(event);
          }}
        />
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              slugTouched.current = false;
              propose();
            }}
            loading={slugProposal.isPending}
            disabled={form.values.title.trim() === ''}
          >
            {t('blog_field_slug_propose')}
          </Button>
        </Group>
      </Stack>
      <ArticleTextEditor
        editor={editor}
        label={t('blog_field_content')}
        error={fieldError(form, 'content')}
      />
      <CoverField
        value={form.values.cover}
        upload={uploadCover}
        onChange={(cover) => {
          form.setFieldValue('cover', cover);
          form.clearFieldError('cover');
        }}
        error={fieldError(form, 'cover')}
        disabled={saving}
      />
      {choosesAuthor && user && (
        <AuthorField
          current={article?.author ?? user}
          value={form.values.author}
          onChange={(id) => {
            form.setFieldValue('author', id);
            form.clearFieldError('author');
          }}
          error={fieldError(form, 'author')}
          disabled={saving}
        />
      )}
      <AttachmentField
        value={form.values.attachment}
        onChange={(attachment) => form.setFieldValue('attachment', attachment)}
        error={fieldError(form, 'attachment')}
        disabled={saving}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('blog_field_category')}
          placeholder={t('blog_field_category_placeholder')}
          required
          data={categories.choices}
          allowDeselect={false}
          {...text('category')}
        />
        <Checkbox.Group
          label={t('blog_field_languages')}
          description={t('blog_field_languages_hint')}
          required
          {...form.getInputProps('languages')}
        >
          <Group mt="xs">
            {ARTICLE_LANGUAGES.map((language) => (
              <Checkbox key={language} value={language} label={t(`blog_language_${language}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      </SimpleGrid>
      <DateTimeField
        label={t('blog_field_publish_at')}
        description={t('blog_field_publish_at_hint')}
        w={{ base: '100%', sm: 320 }}
        {...text('publish_at')}
      />
      <Fieldset legend={t('blog_seo_legend')}>
        <Stack gap="sm">
          <TextInput
            label={t('blog_field_meta_title')}
            description={t('blog_field_meta_title_hint')}
            maxLength={ARTICLE_META_TITLE_MAX}
            {...text('meta_title')}
          />
          <Textarea
            label={t('blog_field_meta_description')}
            description={t('form_characters', {
              count: form.values.meta_description.length,
              max: ARTICLE_META_DESCRIPTION_MAX,
            })}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ARTICLE_META_DESCRIPTION_MAX}
            {...text('meta_description')}
          />
          <Checkbox
            label={t('blog_field_robots_index')}
            {...form.getInputProps('robots_index', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('blog_field_robots_follow')}
            {...form.getInputProps('robots_follow', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
      <AudienceFieldset
        flag="has_filter_blog"
        form={form}
        legend={t('blog_filters_legend')}
        rolesLabel={t('blog_filters_roles')}
        hints={{ degrees: t('blog_filters_degrees_hint'), roles: t('blog_filters_roles_hint') }}
        layout="stack"
      />
    </PublicationFormFrame>
  );
}
