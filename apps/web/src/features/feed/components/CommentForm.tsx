import { COMMENT_CONTENT_MAX, commentSchema } from '@alumni/domain';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';

/**
 * A comment's text (plain text, domain commentSchema), to write or to edit. `onSubmit` sends it
 * and reports back: the form empties on success and shows the server's messages otherwise.
 */
export function CommentForm({
  initial = '',
  label,
  submitLabel,
  loading,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  loading: boolean;
  onSubmit: (content: string, done: { ok: () => void; fail: (error: unknown) => void }) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const form = useForm({
    initialValues: { content: initial },
    ...schemaRules(locale, commentSchema()),
  });
  const submit = form.onSubmit(
    (input) =>
      onSubmit(input.content, {
        ok: () => {
          form.setValues({ content: '' });
          form.clearErrors();
        },
        fail: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Textarea
          label={label}
          labelProps={onCancel ? { className: 'visually-hidden' } : undefined}
          {...form.getInputProps('content')}
          maxLength={COMMENT_CONTENT_MAX}
          autosize
          minRows={1}
          maxRows={8}
          autoFocus={autoFocus}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('form_cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
