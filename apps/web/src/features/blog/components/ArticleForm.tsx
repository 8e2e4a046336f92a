import type { Article, ArticleInput, Locale, SchoolRole } from '@alumni/domain';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_LANGUAGES,
  ARTICLE_META_DESCRIPTION_MAX,
  ARTICLE_META_TITLE_MAX,
  articleSchema,
  BLOG_MESSAGES,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  canValidateArticles,
  isBlogAdmin,
  localizePath,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { CoverField } from '../../../ui/cover/CoverField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { finishAutolink } from '../../feed/hooks/usePostEditor.ts';
import { PublicationRefusalNotice } from '../../publication/components/PublicationRefusalNotice.tsx';
import { PublicationSaveButtons } from '../../publication/components/PublicationSaveButtons.tsx';
import type { PublicationSaveAction } from '../../publication/saveActions.ts';
import { isFutureLocalInput, publicationSaveActions } from '../../publication/saveActions.ts';
import { blogKey, createArticle, proposeSlug, updateArticle, uploadCover } from '../api.ts';
import { type ArticleValues, valuesOf } from '../articleFormValues.ts';
import { fromLocalInput } from '../blogRules.ts';
import { isEditorEmpty, useArticleEditor } from '../hooks/useArticleEditor.ts';
import { CATEGORY_KEYS } from '../labels.ts';
import { ARTICLE_PUBLICATION } from '../publicationArea.ts';
import { ArticleTextEditor } from './ArticleTextEditor.tsx';
import { AttachmentField } from './AttachmentField.tsx';
import { AuthorField } from './AuthorField.tsx';

const roleName = (role: SchoolRole, locale: Locale) => role.names[locale] || role.names.fr;

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
 * videos), languages (at least one), category, cover photo (required, 806×474), an attachment, publication
 * date, SEO meta title, description and robots, and the degree and role restriction filters
 * when the school has them. Checked with the domain's articleSchema; the server's 400 go on
 * their fields. The buttons are the moves the publication rules allow (publication kit publicationSaveActions):
 * save as a draft, submit for validation, publish or schedule, or save a published article.
 */
export function ArticleForm({ article }: { article: Article | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useRef<PublicationSaveAction>('draft');
  const slugTouched = useRef(article !== null);
  const isValidator = user !== null && canValidateArticles(user, school);
  // Validators and admins may write in another member's name (spec 1 §5 Blog "author").
  const choosesAuthor = user !== null && (isValidator || isBlogAdmin(user, school));
  const messages = VALIDATION_MESSAGES[locale];

  const rules = schemaRules(locale, articleSchema(), (values: ArticleValues) => ({
    title: values.title,
    slug: values.slug,
    content: editor?.getHTML() ?? values.content,
    languages: values.languages,
    category: values.category || undefined,
    cover: values.cover?.key ?? '',
    attachment: values.attachment,
    publish_at: fromLocalInput(values.publish_at),
    draft: intent.current === 'draft',
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    robots_index: values.robots_index,
    robots_follow: values.robots_follow,
    filter_degrees: school.flags.has_filter_blog ? values.filter_degrees.map(Number) : [],
    filter_roles: school.flags.has_filter_blog ? values.filter_roles.map(Number) : [],
    author: choosesAuthor && values.author ? Number(values.author) : null,
  }));
  const form = useForm({
    initialValues: valuesOf(article, locale, user?.id ?? null),
    validate: (values) => {
      const errors = rules.validate(values);
      // The schema's messages for an empty choice and an empty text, as the server words them.
      if (!values.category) errors.category = messages.required;
      if (editor && isEditorEmpty(editor)) errors.content = BLOG_MESSAGES[locale].contentRequired;
      return errors;
    },
    // The schema's output, its date back to the ISO text the API reads.
    transformValues: (values: ArticleValues): ArticleInput => {
      const output = rules.transformValues(values);
      return { ...output, publish_at: output.publish_at?.toISOString() ?? null };
    },
  });
  const editor = useArticleEditor({
    content: article?.content ?? '',
    onUpdate: (current) => form.setFieldValue('content', current.getHTML()),
  });

  const save = useMutation({
    mutationFn: (body: ArticleInput) =>
      article
        ? updateArticle(article.id, { ...body, expected_updated_at: article.updated_at })
        : createArticle(body),
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

  const send = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: blogKey });
          notifySuccess(t(SAVED_KEYS[saved.status]));
          void navigate(localizePath(`/blog/${saved.slug}`, locale));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editor) return;
    finishAutolink(editor);
    send(event);
  };

  const actions = publicationSaveActions(article?.status ?? null, {
    requiresValidation: school.flags.validate_blog,
    isValidator,
    future: isFutureLocalInput(form.values.publish_at),
  });
  const degreeOptions = school.degrees.map((degree) => ({
    value: String(degree.id),
    label: degree.name,
  }));
  const roleOptions = school.roles
    .filter((role) => role.enabled)
    .map((role) => ({ value: String(role.role), label: roleName(role, locale) }));
  const text = (key: keyof ArticleValues) => ({ name: key, ...form.getInputProps(key) });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="article-form-title">
      <Stack gap="lg">
        {article?.status === 'refused' && article.refusal_reason && (
          <PublicationRefusalNotice
            title={t('blog_refused_notice')}
            reason={article.refusal_reason}
          />
        )}
        <FormErrorAlert errors={formErrorsOf(form)} />
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
          disabled={save.isPending}
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
            disabled={save.isPending}
          />
        )}
        <AttachmentField
          value={form.values.attachment}
          onChange={(attachment) => form.setFieldValue('attachment', attachment)}
          error={fieldError(form, 'attachment')}
          disabled={save.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('blog_field_category')}
            placeholder={t('blog_field_category_placeholder')}
            required
            data={ARTICLE_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) }))}
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
        <TextInput
          type="datetime-local"
          label={t('blog_field_publish_at')}
          description={t('blog_field_publish_at_hint')}
          w={{ base: '100%', sm: 280 }}
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
        {school.flags.has_filter_blog && (
          <Fieldset legend={t('blog_filters_legend')}>
            <Stack gap="sm">
              <MultiSelect
                label={t('term_degrees')}
                description={t('blog_filters_degrees_hint')}
                data={degreeOptions}
                searchable
                clearable
                {...form.getInputProps('filter_degrees')}
              />
              <MultiSelect
                label={t('blog_filters_roles')}
                description={t('blog_filters_roles_hint')}
                data={roleOptions}
                clearable
                {...form.getInputProps('filter_roles')}
              />
            </Stack>
          </Fieldset>
        )}
        <PublicationSaveButtons
          area={ARTICLE_PUBLICATION}
          actions={actions}
          intent={intent}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
