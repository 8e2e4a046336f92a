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
import { EventForm } from '../components/EventForm.tsx';
import { canWriteEvents } from '../eventRules.ts';
import { useEvent } from '../hooks/useEvent.ts';

/** A positive id read from the address; null for anything else. */
function idOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/evenements/create` and `/evenements/edit/{id}` (spec 1 §2 Events "form"): the event form,
 * empty or with the event to edit (read by id: its author, validators and admins).
 * `/evenements/edit` without an id creates one; an event the viewer may not edit is a 403 page.
 */
export default function EventFormPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale, path } = useRouteLocale();
  const { user } = useViewer();
  const params = useParams();
  const editing = path.startsWith('/evenements/edit');
  const id = idOf(params.id);
  const query = useEvent(editing ? id : null);

  if (editing && params.id === undefined) {
    return <Navigate to={localizePath('/evenements/create', locale)} replace />;
  }
  if (editing && id === null) return <ErrorPage status={404} message={t('error_not_found')} />;
  if (!canWriteEvents(user, school)) {
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
  const event = editing ? (query.data ?? null) : null;
  if (event && !event.can_edit) {
    return <ErrorPage status={403} message={t('events_edit_forbidden')} />;
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="event-form-title">
            {event ? t('page_title_event_edit') : t('page_title_event_create')}
          </Title>
          <Text size="sm">{t('events_form_required_hint')}</Text>
        </Stack>
        <EventForm key={event?.id ?? 'new'} event={event} />
      </Stack>
    </Container>
  );
}
