import type { EventDetails, EventInput } from '@alumni/domain';
import {
  canValidateEvents,
  EVENT_ADDRESS_MAX,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LINK_MAX,
  EVENT_ORGANIZER_MAX,
  EVENT_REGISTRATION_TYPES,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  eventSchema,
} from '@alumni/domain';
import { Group, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { CoverField } from '../../../ui/cover/CoverField.tsx';
import { DateTimeField } from '../../../ui/form/DateTimeField.tsx';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import { timeZoneName } from '../../../ui/form/timeZoneName.ts';
import {
  AudienceFieldset,
  PublicationFormFrame,
  usePublicationForm,
} from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { createEvent, updateEvent, uploadEventCover } from '../api.ts';
import { type EventValues, toEventInput, valuesOf } from '../eventFormValues.ts';
import { useGroupChoices } from '../hooks/useGroupChoices.ts';
import { REGISTRATION_TYPE_KEYS, TYPE_KEYS } from '../labels.ts';
import { EVENT_PUBLICATION } from '../publicationArea.ts';
import { TicketEditor } from './TicketEditor.tsx';

/** The success notice of a save, by the status the event took. */
const SAVED_KEYS = {
  draft: 'events_saved_draft',
  pending: 'events_saved_pending',
  scheduled: 'events_saved_scheduled',
  published: 'events_saved_published',
  refused: 'events_saved_draft',
} as const;

/**
 * The event form (spec 1 §5 Event; issue 14 item 1): title (≤ 255), description, type online
 * (link) or on-site (address), city, organizer, start after today and end after start,
 * publication date (or a draft), category, registration internal (with its tickets, see
 * TicketEditor), external (link required) or none, and the restriction filters (degrees,
 * roles, campuses, graduation years) when the school has `has_filter_event` (the publication
 * kit's AudienceFieldset), and the group organising it among those the author manages (issue
 * 33 item 4; shown when they manage one). Checked with the domain's eventSchema; the server's 400 go on their
 * fields. Set up by the kit's usePublicationForm: the buttons are the moves the publication
 * rules allow (domain decideSave through publicationSaveActions).
 */
export function EventForm({ event }: { event: EventDetails | null }) {
  const { t } = useTranslation();
  const school = useSchool();
  const filters = school.flags.has_filter_event;
  const categories = useStaticOptions('event_category');
  const groupChoices = useGroupChoices(event);
  const timeZone = school.time_zone;
  const { locale } = useRouteLocale();
  // The zone as people name it (issue 30 item 8: the hints read "heure de Europe/Paris").
  const zoneName = timeZoneName(timeZone, locale);
  const publication = usePublicationForm({
    area: EVENT_PUBLICATION,
    item: event,
    status: event?.status ?? null,
    initialValues: valuesOf(event, timeZone),
    schema: eventSchema({ timeZone }),
    toInput: (values: EventValues, draft) => toEventInput(values, { draft, filters, timeZone }),
    required: ['category', 'type', 'registration_type'],
    toBody: (output): EventInput => {
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
    create: createEvent,
    update: (current, body) => updateEvent(current.id, body),
    savedKeys: SAVED_KEYS,
    canValidate: canValidateEvents,
    requiresValidation: school.flags.validate_event,
    timeZone,
  });
  const { form, saving } = publication;
  const text = (key: keyof EventValues) => ({ name: key, ...form.getInputProps(key) });

  return (
    <PublicationFormFrame
      area={EVENT_PUBLICATION}
      publication={publication}
      item={event}
      refusedTitle={t('events_refused_notice')}
      labelledBy="event-form-title"
    >
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
        disabled={saving}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('events_field_category')}
          placeholder={t('events_field_category_placeholder')}
          required
          data={categories.choices}
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
      {groupChoices.length > 0 && (
        // As wide as the category above it: the hint then holds on one line.
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('events_field_group')}
            description={t('events_field_group_hint')}
            placeholder={t('events_field_group_none')}
            data={groupChoices}
            clearable
            {...text('group_id')}
          />
        </SimpleGrid>
      )}
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
        <DateTimeField
          label={t('events_field_start_at')}
          description={t('events_field_start_at_hint', { zone: zoneName })}
          required
          {...text('start_at')}
        />
        <DateTimeField
          label={t('events_field_end_at')}
          description={t('events_field_end_at_hint', { zone: zoneName })}
          required
          {...text('end_at')}
        />
      </SimpleGrid>
      <DateTimeField
        label={t('events_field_publish_at')}
        description={t('events_field_publish_at_hint', { zone: zoneName })}
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
      <AudienceFieldset
        flag="has_filter_event"
        form={form}
        legend={t('events_filters_legend')}
        rolesLabel={t('events_filters_roles')}
        campuses
        yearsLabel={t('events_filters_years')}
      />
    </PublicationFormFrame>
  );
}
