import type { EventDetails, EventInput, Locale, SchoolRole } from '@alumni/domain';
import {
  canValidateEvents,
  EVENT_ADDRESS_MAX,
  EVENT_CATEGORIES,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LINK_MAX,
  EVENT_ORGANIZER_MAX,
  EVENT_REGISTRATION_TYPES,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  eventSchema,
  localizePath,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import {
  Fieldset,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { PublicationRefusalNotice } from '../../publication/components/PublicationRefusalNotice.tsx';
import { PublicationSaveButtons } from '../../publication/components/PublicationSaveButtons.tsx';
import type { PublicationSaveAction } from '../../publication/saveActions.ts';
import { isFutureLocalInput, publicationSaveActions } from '../../publication/saveActions.ts';
import { createEvent, eventsKey, updateEvent, uploadEventCover } from '../api.ts';
import { type EventValues, toEventInput, valuesOf } from '../eventFormValues.ts';
import { CATEGORY_KEYS, REGISTRATION_TYPE_KEYS, TYPE_KEYS } from '../labels.ts';
import { EVENT_PUBLICATION } from '../publicationArea.ts';
import { TicketEditor } from './TicketEditor.tsx';

const roleName = (role: SchoolRole, locale: Locale) => role.names[locale] || role.names.fr;

/** The success notice of a save, by the status the event took. */
const SAVED_KEYS = {
  draft: 'events_saved_draft',
  pending: 'events_saved_pending',
  scheduled: 'events_saved_scheduled',
  published: 'events_saved_published',
  refused: 'events_saved_draft',
} as const;

/** Graduation years a filter offers: 1950 to this year + 6 (spec 1 §5 Registration). */
const YEARS = Array.from({ length: new Date().getFullYear() + 6 - 1950 + 1 }, (_, i) =>
  String(new Date().getFullYear() + 6 - i),
);

/**
 * The event form (spec 1 §5 Event; issue 14 item 1): title (≤ 255), description, type online
 * (link) or on-site (address), city, organizer, start after today and end after start,
 * publication date (or a draft), category, registration internal (with its tickets, see
 * TicketEditor), external (link required) or none, and the restriction filters (degrees,
 * roles, campuses, graduation years) when the school has `has_filter_event`. Checked with the
 * domain's eventSchema; the server's 400 go on their fields. The buttons are the moves the
 * publication rules allow (domain decideSave through the publication kit's publicationSaveActions).
 */
export function EventForm({ event }: { event: EventDetails | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intent = useRef<PublicationSaveAction>('draft');
  const filters = school.flags.has_filter_event;
  const messages = VALIDATION_MESSAGES[locale];
  const timeZone = school.time_zone;
  const rules = schemaRules(locale, eventSchema({ timeZone }), (values: EventValues) =>
    toEventInput(values, { draft: intent.current === 'draft', filters, timeZone }),
  );
  const form = useForm({
    initialValues: valuesOf(event, timeZone),
    validate: (values) => {
      const errors = rules.validate(values);
      for (const key of ['category', 'type', 'registration_type'] as const) {
        if (!values[key]) errors[key] = messages.required;
      }
      return errors;
    },
    transformValues: (values: EventValues): EventInput => {
      const output = rules.transformValues(values);
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return {
        ...output,
        start_at: output.start_at.toISOString(),
        end_at: output.end_at.toISOString(),
        publish_at: iso(output.publish_at),
        tickets: output.tickets.map((ticket) => ({
          ...ticket,
          sales_start: iso(ticket.sales_start),
          sales_end: iso(ticket.sales_end),
        })),
      };
    },
  });
  const save = useMutation({
    mutationFn: (body: EventInput) => (event ? updateEvent(event.id, body) : createEvent(body)),
  });
  const submit = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: eventsKey });
          notifySuccess(t(SAVED_KEYS[saved.status]));
          void navigate(localizePath(`/evenements/${saved.slug}`, locale));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, formEvent) => focusFirstError(form, errors, formEvent),
  );

  const actions = publicationSaveActions(event?.status ?? null, {
    requiresValidation: school.flags.validate_event,
    isValidator: user !== null && canValidateEvents(user, school),
    future: isFutureLocalInput(form.values.publish_at, new Date(), timeZone),
  });
  const text = (key: keyof EventValues) => ({ name: key, ...form.getInputProps(key) });
  const options = <T extends string>(values: readonly T[], keys: Record<T, string>) =>
    values.map((value) => ({ value, label: t(keys[value]) }));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="event-form-title">
      <Stack gap="lg">
        {event?.status === 'refused' && event.refusal_reason && (
          <PublicationRefusalNotice
            title={t('events_refused_notice')}
            reason={event.refusal_reason}
          />
        )}
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput
          label={t('events_field_title')}
          required
          maxLength={EVENT_TITLE_MAX}
          description={t('form_characters', {
            count: form.values.title.length,
            max: EVENT_TITLE_MAX,
          })}
          {...text('title')}
        />
        <Textarea
          label={t('events_field_description')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={EVENT_DESCRIPTION_MAX}
          {...text('description')}
        />
        <CoverField
          value={form.values.cover}
          upload={uploadEventCover}
          required={false}
          onChange={(cover) => {
            form.setFieldValue('cover', cover);
            form.clearFieldError('cover');
          }}
          error={fieldError(form, 'cover')}
          disabled={save.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('events_field_category')}
            placeholder={t('events_field_category_placeholder')}
            required
            data={options(EVENT_CATEGORIES, CATEGORY_KEYS)}
            allowDeselect={false}
            {...text('category')}
          />
          <TextInput
            label={t('events_field_organizer')}
            required
            maxLength={EVENT_ORGANIZER_MAX}
            {...text('organizer')}
          />
        </SimpleGrid>
        <Radio.Group label={t('events_field_type')} required {...form.getInputProps('type')}>
          <Group mt="xs">
            {EVENT_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(TYPE_KEYS[type])} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.type === 'online' ? (
            <TextInput
              type="url"
              label={t('events_field_online_link')}
              placeholder="https://"
              required
              maxLength={EVENT_LINK_MAX}
              {...text('online_link')}
            />
          ) : (
            <TextInput
              label={t('events_field_address')}
              required
              maxLength={EVENT_ADDRESS_MAX}
              {...text('address')}
            />
          )}
          <TextInput
            label={t('events_field_city')}
            required
            maxLength={EVENT_CITY_MAX}
            {...text('city')}
          />
          <TextInput
            type="datetime-local"
            label={t('events_field_start_at')}
            description={t('events_field_start_at_hint', { zone: timeZone })}
            required
            {...text('start_at')}
          />
          <TextInput
            type="datetime-local"
            label={t('events_field_end_at')}
            description={t('events_field_end_at_hint', { zone: timeZone })}
            required
            {...text('end_at')}
          />
        </SimpleGrid>
        <TextInput
          type="datetime-local"
          label={t('events_field_publish_at')}
          description={t('events_field_publish_at_hint')}
          w={{ base: '100%', sm: 280 }}
          {...text('publish_at')}
        />
        <Radio.Group
          label={t('events_field_registration_type')}
          required
          {...form.getInputProps('registration_type')}
        >
          <Group mt="xs">
            {EVENT_REGISTRATION_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(REGISTRATION_TYPE_KEYS[type])} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.registration_type === 'external' && (
          <TextInput
            type="url"
            label={t('events_field_external_link')}
            placeholder="https://"
            required
            maxLength={EVENT_LINK_MAX}
            {...text('external_link')}
          />
        )}
        {form.values.registration_type === 'internal' && (
          <TicketEditor form={form} currency={school.currency} />
        )}
        {filters && (
          <Fieldset legend={t('events_filters_legend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label={t('term_degrees')}
                data={school.degrees.map((d) => ({ value: String(d.id), label: d.name }))}
                searchable
                clearable
                {...form.getInputProps('filter_degrees')}
              />
              <MultiSelect
                label={t('events_filters_roles')}
                data={school.roles
                  .filter((role) => role.enabled)
                  .map((role) => ({ value: String(role.role), label: roleName(role, locale) }))}
                clearable
                {...form.getInputProps('filter_roles')}
              />
              <MultiSelect
                label={t('term_campuses')}
                data={school.campuses.map((c) => ({ value: String(c.id), label: c.name }))}
                clearable
                {...form.getInputProps('filter_campuses')}
              />
              <MultiSelect
                label={t('events_filters_years')}
                data={YEARS}
                searchable
                clearable
                {...form.getInputProps('filter_years')}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        <PublicationSaveButtons
          area={EVENT_PUBLICATION}
          actions={actions}
          intent={intent}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
