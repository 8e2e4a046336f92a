import type { CheckInResult, EventDetails } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { checkInTime, normalizeCheckInCode } from '../checkInRules.ts';
import { useCheckIn, useParticipants } from '../hooks/useParticipants.ts';
import { CameraScan } from './CameraScan.tsx';

type Outcome = { kind: 'done'; result: CheckInResult } | { kind: 'error'; lines: string[] };

const SEARCH_PAGE_SIZE = 10;

/**
 * The organisers' check-in view (issue 14 item 7): a code typed, pasted or read by the
 * camera (when the browser has BarcodeDetector), or a confirmed participant found by name,
 * is checked in; the answer says "checked in" or "already checked in at HH:MM", and is read
 * out to screen readers.
 */
export function CheckInPanel({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(event.id);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const send = (body: { code: string } | { registration_id: number }) => {
    // The previous arrival's answer goes: it must not read as this one's.
    setOutcome(null);
    checkIn.mutate(body, {
      onSuccess: (result) => {
        setOutcome({ kind: 'done', result });
        // Ready for the next arrival: the field emptied and focused.
        if ('code' in body) {
          setCode('');
          codeInput.current?.focus();
        }
      },
      onError: (error) => setOutcome({ kind: 'error', lines: notifyError(error, { hide: true }) }),
    });
  };
  const submitCode = (raw: string) => {
    const normalized = normalizeCheckInCode(raw);
    if (!normalized) {
      // Issue 30 item 9: a new error left the previous green success on screen.
      setOutcome(null);
      setCodeError(t('events_checkin_code_invalid'));
      codeInput.current?.focus();
      return;
    }
    setCodeError(null);
    send({ code: normalized });
  };

  return (
    <Stack gap="lg">
      <form
        noValidate
        aria-labelledby="checkin-code-heading"
        onSubmit={(e) => {
          e.preventDefault();
          submitCode(code);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="checkin-code-heading">
            {t('events_checkin_by_code')}
          </Title>
          <TextInput
            ref={codeInput}
            label={t('events_checkin_code')}
            description={t('events_checkin_code_hint')}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setCodeError(null);
            }}
            error={codeError}
            autoComplete="off"
            spellCheck={false}
            w={{ base: '100%', sm: 320 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="sm">
            <Button type="submit" loading={checkIn.isPending}>
              {t('events_checkin_submit')}
            </Button>
          </Group>
          <CameraScan onCode={submitCode} />
        </Stack>
      </form>
      <div aria-live="polite" data-testid="check-in-result">
        {outcome && <CheckInOutcome outcome={outcome} />}
      </div>
      <ParticipantSearch event={event} onCheckIn={(id) => send({ registration_id: id })} />
    </Stack>
  );
}

function CheckInOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  if (outcome.kind === 'error') {
    return (
      <Notice color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" size={20} />}>
        {outcome.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Notice>
    );
  }
  const { result } = outcome;
  const name = fullName(result.participant.user);
  const ticket = result.participant.ticket.name;
  if (result.result === 'already_checked_in') {
    return (
      <Notice color="yellow" role="status" icon={<IconInfoCircle aria-hidden="true" size={20} />}>
        <Text fw={700}>
          {t('events_checkin_already', {
            time: checkInTime(result.checked_in_at, locale, timeZone),
          })}
        </Text>
        <Text>{t('events_checkin_who', { name, ticket })}</Text>
      </Notice>
    );
  }
  return (
    <Notice color="green" role="status" icon={<IconCircleCheck aria-hidden="true" size={20} />}>
      <Text fw={700}>{t('events_checkin_done')}</Text>
      <Text>{t('events_checkin_who', { name, ticket })}</Text>
    </Notice>
  );
}

function ParticipantSearch({
  event,
  onCheckIn,
}: {
  event: EventDetails;
  onCheckIn: (registrationId: number) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { query, pagination } = useParticipants(
    event.id,
    { status: 'confirmed', search: debounced.trim() },
    SEARCH_PAGE_SIZE,
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="checkin-search-heading">
      <Title order={2} size="h4" id="checkin-search-heading">
        {t('events_checkin_by_name')}
      </Title>
      <TextInput
        label={t('events_participants_search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          pagination.reset();
        }}
        leftSection={<IconSearch aria-hidden="true" size={16} />}
        w={{ base: '100%', sm: 380 }}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text role="status" size="sm" fw={600}>
            {t('events_checkin_confirmed_count', { count: query.data.count })}
          </Text>
          <List listStyleType="none" p={0} spacing="xs">
            {query.data.results.map((row) => {
              const name = fullName(row.user);
              return (
                <List.Item key={row.id} data-testid="checkin-row">
                  <Group gap="sm" wrap="wrap">
                    <Text fw={600}>{name}</Text>
                    <Text size="sm">{row.ticket.name}</Text>
                    <Text size="sm">
                      {row.checked_in_at
                        ? t('events_checkin_arrived_at', {
                            time: checkInTime(row.checked_in_at, locale, timeZone),
                          })
                        : t('events_participants_not_arrived')}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onCheckIn(row.id)}
                      aria-label={t('events_checkin_submit_named', { name })}
                    >
                      {t('events_checkin_submit')}
                    </Button>
                  </Group>
                </List.Item>
              );
            })}
          </List>
          <ListPagination
            count={query.data.count}
            page={pagination.page}
            pageSize={pagination.pageSize}
            onChange={pagination.setPage}
          />
        </>
      )}
    </Stack>
  );
}
