import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { formItemId, PublicationFormGate } from '../../publication/index.ts';
import { EventForm } from '../components/EventForm.tsx';
import { canWriteEvents } from '../eventRules.ts';
import { useEvent } from '../hooks/useEvent.ts';

/**
 * `/evenements/create` and `/evenements/edit/{id}` (spec 1 §2 Events "form"): the event form,
 * empty or with the event to edit (read by id: its author, validators and admins).
 * `/evenements/edit` without an id creates one; an event the viewer may not edit is a 403 page
 * (the publication kit's PublicationFormGate).
 */
export default function EventFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/evenements/edit');
  const query = useEvent(editing ? formItemId(params.id) : null);
  return (
    <PublicationFormGate
      editing={editing}
      rawId={params.id}
      newPath="/evenements/create"
      canWrite={canWriteEvents(user, school)}
      query={query}
      forbidden={t('events_edit_forbidden')}
      heading={(event) => t(event ? 'page_title_event_edit' : 'page_title_event_create')}
      headingId="event-form-title"
      hint={t('events_form_required_hint')}
    >
      {(event) => <EventForm key={event?.id ?? 'new'} event={event} />}
    </PublicationFormGate>
  );
}
