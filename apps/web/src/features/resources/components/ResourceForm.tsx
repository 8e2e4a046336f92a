import {
  RESOURCE_ACCEPT,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_MAX_BYTES,
  RESOURCE_TITLE_MAX,
  RESOURCE_VIDEO_MAX_BYTES,
  type Resource,
  requestableRoles,
  resourceCreateSchema,
  resourcePatchSchema,
} from '@alumni/domain';
import { Button, Checkbox, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import {
  DocumentUploadField,
  type UploadedDocument,
} from '../../../ui/form/DocumentUploadField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import type { ErrorTarget } from '../../../ui/form/formState.ts';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError } from '../../../ui/form/showApiError.ts';
import { uploadResourceFile } from '../api.ts';
import { chosenFileMaxBytes } from '../resourcesRules.ts';

/** The form's values as typed: role codes as the checkboxes hold them (text). */
export interface ResourceFormValues {
  icon: string;
  title: string;
  description: string;
  roles: string[];
  file: UploadedDocument | null;
}

/** What the schemas read from the values: role codes as numbers, no file as absent. */
const toInput = (values: ResourceFormValues) => ({
  ...values,
  roles: values.roles.map(Number),
  file: values.file ?? undefined,
});

/** The values a form opens with: empty, or the resource's own (its file kept unless replaced). */
export const resourceFormValues = (resource?: Resource): ResourceFormValues => ({
  icon: resource?.icon ?? '',
  title: resource?.title ?? '',
  description: resource?.description ?? '',
  roles: (resource?.roles ?? []).map(String),
  file: null,
});

/**
 * The resource form (issue 31 item 7; spec 1 §3 "Resource: icon, title, description, file,
 * roles"), for adding (`resource` absent: a file is required) and changing one (its file kept
 * unless another is uploaded). The file is sent as soon as it is chosen (the server checks its
 * bytes: PDF, Word, GIF, JPEG, PNG of 3 MB, MP4 of 50 MB); the roles are the school's enabled
 * member roles, none ticked meaning every member. Checked with the domain's schemas, so the
 * form and the API refuse the same input with the same words; `submit` gets the schema's
 * output and returns the request, whose 400 shows on the fields.
 */
export function ResourceForm({
  resource,
  legend,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  testId,
}: {
  resource?: Resource;
  legend: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: ReturnType<typeof resourcePatchSchema.parse>, form: ErrorTarget) => void;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const schema = resource ? resourcePatchSchema : resourceCreateSchema;
  const rules = schemaRules<ResourceFormValues, ReturnType<typeof resourcePatchSchema.parse>>(
    locale,
    schema,
    toInput,
  );
  const form = useForm<ResourceFormValues>({
    initialValues: resourceFormValues(resource),
    validate: rules.validate,
  });
  const idPrefix = resource ? `resource-${resource.id}` : 'resource-new';
  const limits = {
    max: RESOURCE_MAX_BYTES / 1024 / 1024,
    video: RESOURCE_VIDEO_MAX_BYTES / 1024 / 1024,
  };
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={form.onSubmit(
        (values) => onSubmit(rules.transformValues(values), form),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={legend}>
        <Stack gap="sm">
          <FormErrorAlert errors={formErrorsOf(form)} />
          <Group align="flex-start" gap="sm">
            <TextInput
              id={`${idPrefix}-title`}
              label={t('resources_field_title')}
              withAsterisk
              maxLength={RESOURCE_TITLE_MAX}
              style={{ flex: '1 1 18rem' }}
              {...form.getInputProps('title')}
            />
            <TextInput
              id={`${idPrefix}-icon`}
              label={t('resources_field_icon')}
              description={t('resources_field_icon_help')}
              autoComplete="off"
              style={{ flex: '0 1 14rem' }}
              {...form.getInputProps('icon')}
            />
          </Group>
          <Textarea
            id={`${idPrefix}-description`}
            label={t('resources_field_description')}
            maxLength={RESOURCE_DESCRIPTION_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <DocumentUploadField
            value={form.values.file}
            onChange={(file) => form.setFieldValue('file', file)}
            error={fieldError(form, 'file') ?? fieldError(form, 'file.key')}
            disabled={saving}
            upload={uploadResourceFile}
            accept={RESOURCE_ACCEPT}
            maxBytesOf={chosenFileMaxBytes}
            required={!resource}
            testId={`${idPrefix}-file`}
            labels={{
              label: t('resources_field_file'),
              hint: t('resources_field_file_hint', limits),
              none: resource
                ? t('resources_field_file_current', { name: resource.file_name ?? '' })
                : t('resources_field_file_none'),
              choose: t('resources_field_file_choose'),
              change: t('resources_field_file_change'),
              remove: resource ? t('resources_field_file_keep') : t('resources_field_file_remove'),
              tooHeavy: t('resources_field_file_too_heavy', limits),
            }}
          />
          <Checkbox.Group
            label={t('resources_field_roles')}
            description={t('resources_field_roles_help')}
            {...form.getInputProps('roles')}
          >
            <Group mt="xs" gap="md">
              {requestableRoles(school).map((role) => (
                <Checkbox
                  key={role.role}
                  value={String(role.role)}
                  label={roleNameOf(school, role.role, locale)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end" gap="xs">
            {onCancel && (
              <Button type="button" variant="default" onClick={onCancel}>
                {t('form_cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
