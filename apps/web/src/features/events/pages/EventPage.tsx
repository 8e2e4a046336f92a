import type { EventDetails } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconExternalLink,
  IconLock,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { useCurrentSlug } from '../../../shared/locale/useCurrentSlug.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
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
import { eventBySlugKey } from '../api.ts';
import { eventCalendarUrl, organisesEvent, parseEventTab } from '../checkInRules.ts';
import { BookingStepper } from '../components/BookingStepper.tsx';
import { CheckInPanel } from '../components/CheckInPanel.tsx';
import { EventFacts } from '../components/EventFacts.tsx';
import { MyRegistrations } from '../components/MyRegistrations.tsx';
import { ParticipantsPanel } from '../components/ParticipantsPanel.tsx';
import { TicketList } from '../components/TicketList.tsx';
import { seesEventHistory } from '../eventRules.ts';
import { useDeleteEvent } from '../hooks/useDeleteEvent.ts';
import { useEventBySlug } from '../hooks/useEventBySlug.ts';
import { useEventTitle } from '../hooks/useEventTitle.ts';
import { EVENT_PUBLICATION } from '../publicationArea.ts';

/**
 * `/evenements/{slug}` (spec 1 §2 Events "details … ticketing; registration steps"): the
 * event's facts, description and tickets; booking in three steps for an internal registration
 * (a link for an external one), the member's registrations with cancel; edit and delete for
 * those allowed; its publication state, refusal reason and history for its author, validators
 * and admins; validate or refuse for Evenement validators while it is pending; its `.ics`.
 * Its organisers (author, admins) get two more tabs (`?tab=`): participants and check-in
 * (issue 14 items 4, 7). A member outside its restriction filters reads "restricted access"
 * (spec 2 §8).
 */
/** Where an event's page is, and its cached query (useCurrentSlug after an old slug). */
const EVENT_PAGE = {
  path: (current: string) => `/evenements/${current}`,
  key: eventBySlugKey,
};

export default function EventPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useEventBySlug(slug);
  useEventTitle(query.data?.title ?? null);
  useCurrentSlug(query.data, slug, EVENT_PAGE);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    if (status === 403) return <RestrictedEvent />;
    if (status === 404) return <ErrorPage status={404} message={t('error_not_found')} />;
    return (
      <Container size="md" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  return <EventView event={query.data} />;
}

function RestrictedEvent() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('events_restricted_title')}</Title>
        <Notice color="yellow" role="status" icon={<IconLock aria-hidden="true" size={20} />}>
          {t('events_restricted')}
        </Notice>
        <Button component={Link} to={localizePath('/evenements', locale)} variant="default">
          {t('events_back_to_list')}
        </Button>
      </Stack>
    </Container>
  );
}

function EventView({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const categories = useStaticOptions('event_category');
  const school = useSchool();
  const { locale } = useRouteLocale();
  const navigate = useNavigate();
  const { user } = useViewer();
  const remove = useDeleteEvent();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const isAuthor = user?.id === event.author.id;
  const history = seesEventHistory(user, school, event.author.id);
  const organiser =
    organisesEvent(user, school, event.author.id) && event.registration_type === 'internal';
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const tab = organiser ? parseEventTab(searchParams.get('tab')) : 'details';
  const pickTab = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'details') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const bookable =
    event.status === 'published' &&
    event.registration_type === 'internal' &&
    new Date(event.start_at) > new Date();

  const details = (
    <Stack gap="lg">
      {event.cover && (
        <Box maw={806} w="100%" data-testid="event-cover">
          <CoverImage cover={event.cover} radius="md" priority />
        </Box>
      )}
      <EventFacts event={event} />
      {user && event.status === 'published' && (
        <Anchor href={eventCalendarUrl(event.id)} download data-testid="event-ics">
          <Group gap={6} component="span">
            <IconCalendarPlus aria-hidden="true" size={18} />
            {t('events_add_to_calendar')}
          </Group>
        </Anchor>
      )}
      {event.description && (
        <Text
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="event-description"
        >
          {event.description}
        </Text>
      )}
      <Divider />
      <Stack component="section" gap="sm" aria-labelledby="event-registration-heading">
        <Title order={2} size="h3" id="event-registration-heading">
          {t('events_registration_title')}
        </Title>
        {event.registration_type === 'none' && <Text>{t('events_registration_none_text')}</Text>}
        {event.registration_type === 'external' && event.external_link && (
          <Anchor href={event.external_link} target="_blank" rel="noopener noreferrer">
            <Group gap={6} component="span">
              {t('events_register_external')}
              <IconExternalLink aria-hidden="true" size={16} />
            </Group>
          </Anchor>
        )}
        {event.registration_type === 'internal' && (
          <>
            <TicketList event={event} />
            <MyRegistrations event={event} />
            {bookable ? (
              <Card withBorder radius="md" padding="md">
                <BookingStepper key={event.id} event={event} />
              </Card>
            ) : (
              <Text size="sm">{t('events_booking_unavailable')}</Text>
            )}
          </>
        )}
      </Stack>
      {history && (
        <>
          <Divider />
          <PublicationHistory area={EVENT_PUBLICATION} id={event.id} />
        </>
      )}
    </Stack>
  );

  return (
    <Container size="md" py="xl" component="article" aria-labelledby="event-title">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Button
            component={Link}
            to={localizePath('/evenements', locale)}
            variant="subtle"
            px={0}
            color="dark"
          >
            {t('events_back_to_list')}
          </Button>
          <Group gap="sm">
            {event.can_edit && (
              <Button
                component={Link}
                to={localizePath(`/evenements/edit/${event.id}`, locale)}
                variant="default"
                leftSection={<IconPencil aria-hidden="true" size={18} />}
              >
                {t('events_edit')}
              </Button>
            )}
            {event.can_delete && (
              <Button
                variant="default"
                color="red.8"
                leftSection={<IconTrash aria-hidden="true" size={18} />}
                onClick={() => setConfirmingDelete(true)}
              >
                {t('events_delete')}
              </Button>
            )}
          </Group>
        </Group>
        {event.status === 'refused' && event.refusal_reason && (isAuthor || history) && (
          <PublicationRefusalNotice
            title={t('events_refused_notice')}
            reason={event.refusal_reason}
          />
        )}
        {event.can_review && (
          <Stack gap="xs">
            <Text fw={600}>{t('events_review_prompt')}</Text>
            <PublicationReview area={EVENT_PUBLICATION} item={event} />
          </Stack>
        )}
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="dark" tt="none">
              {categories.labelOf(event.category)}
            </Badge>
            {event.status !== 'published' && (
              <PublicationStatusBadge area={EVENT_PUBLICATION} status={event.status} />
            )}
          </Group>
          <Title order={1} id="event-title" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <Text size="sm">{t('events_by_author', { name: fullName(event.author) })}</Text>
        </Stack>
        {organiser ? (
          <Tabs value={tab} onChange={pickTab} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="details">{t('events_tab_details')}</Tabs.Tab>
              <Tabs.Tab value="participants">{t('events_tab_participants')}</Tabs.Tab>
              <Tabs.Tab value="checkin">{t('events_tab_checkin')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">{details}</Tabs.Panel>
            <Tabs.Panel value="participants">
              <ParticipantsPanel event={event} />
            </Tabs.Panel>
            <Tabs.Panel value="checkin">
              <CheckInPanel event={event} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          details
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('events_delete_title')}
        message={t('events_delete_message', { title: event.title })}
        confirmLabel={t('events_delete')}
        loading={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(event.id, {
            onSuccess: () => {
              notifySuccess(t('events_deleted'));
              void navigate(localizePath('/evenements', locale), { replace: true });
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Container>
  );
}
