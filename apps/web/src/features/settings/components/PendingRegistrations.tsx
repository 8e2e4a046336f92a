import type { PendingRegistration, RegistrationDecision } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { BulkAction, RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useRegistrations } from '../hooks/useRegistrations.ts';
import { postRegistrationDecision, registrationListsKey } from '../registrationsApi.ts';
import { ListSearch } from './ListSearch.tsx';
import { RefuseRegistrationDialog } from './RefuseRegistrationDialog.tsx';

const DONE_KEYS: Record<RegistrationDecision, string> = {
  accept: 'registrations_accepted',
  refuse: 'registrations_refused',
};

/** The server's message on the refusal's reason (a 400 naming it), if any. */
function reasonError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const data = error.response?.data as { reason?: unknown } | undefined;
  return Array.isArray(data?.reason) ? String(data.reason[0]) : undefined;
}

/**
 * The school's registrations awaiting validation (spec 1 §2 Settings, §4 "Registrations wait
 * for validation"), 20 a page, searched by name or e-mail: each with its questionnaire's
 * answers (role, year, degree, campus; a badge when it asks a new role), accepted, or refused
 * with a reason asked in a dialog (mailed to the person); a selection is decided at once
 * (a bulk refusal gives no reason).
 */
export function PendingRegistrations() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const pagination = usePagination({ pageSize: 20 });
  const [search, setSearch] = useState('');
  const list = useRegistrations({ page: pagination.page, search });
  const [refusing, setRefusing] = useState<PendingRegistration | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: registrationListsKey });
  const decide = useMutation({
    mutationFn: (input: {
      item: PendingRegistration;
      decision: RegistrationDecision;
      reason?: string;
    }) => postRegistrationDecision(input.item.id, input.decision, input.reason),
    onSuccess: (_result, { item, decision }) => {
      notifySuccess(t(DONE_KEYS[decision], { name: fullName(item.user) }));
      setRefusing(null);
    },
    onError: (error) => {
      if (!reasonError(error)) notifyError(error);
    },
    onSettled: refresh,
  });

  const roleName = (item: PendingRegistration) => {
    const role = school.roles.find((r) => r.role === item.role);
    const name = role ? schoolRoleName(role, locale) : String(item.role);
    return item.is_recruiter ? `${name} – ${t('registrations_recruiter')}` : name;
  };
  const nameOf = (entries: { id: number; name: string }[], id: number | null) =>
    entries.find((entry) => entry.id === id)?.name ?? '–';

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;

  const columns: DataTableColumn<PendingRegistration>[] = [
    {
      accessor: 'user',
      title: t('registrations_person'),
      render: (item) => (
        <>
          <Text fw={600} size="sm">
            {fullName(item.user)}
          </Text>
          <Text size="sm">{item.user.email}</Text>
          {item.user.city && (
            <Text size="xs" c="dimmed">
              {item.user.city}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'role',
      title: t('field_role'),
      noWrap: true,
      render: (item) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{roleName(item)}</Text>
          {item.kind === 'new_role' && (
            <Badge variant="outline" tt="none">
              {t('registrations_new_role')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'graduation_year',
      title: t('field_graduation_year'),
      render: (item) => item.graduation_year ?? '–',
    },
    {
      accessor: 'degree',
      title: t('term_degree'),
      render: (item) => nameOf(school.degrees, item.degree),
    },
    {
      accessor: 'campus',
      title: t('term_campus'),
      hidden: !school.has_campus,
      render: (item) => nameOf(school.campuses, item.campus),
    },
    {
      accessor: 'created_at',
      title: t('registrations_date'),
      render: (item) => formatDate(item.created_at, locale),
    },
  ];

  const busyId = decide.isPending ? decide.variables?.item.id : undefined;
  const rowActions = (item: PendingRegistration): RowAction[] => {
    const name = fullName(item.user);
    const busy = busyId === item.id ? decide.variables?.decision : undefined;
    return [
      {
        key: 'accept',
        label: t('registrations_accept'),
        name: t('registrations_accept_name', { name }),
        icon: <IconCheck aria-hidden="true" size={16} />,
        primary: true,
        loading: busy === 'accept',
        disabled: busyId !== undefined && busyId !== item.id,
        run: () => decide.mutate({ item, decision: 'accept' }),
      },
      {
        key: 'refuse',
        label: t('registrations_refuse'),
        name: t('registrations_refuse_name', { name }),
        icon: <IconX aria-hidden="true" size={16} />,
        loading: busy === 'refuse',
        disabled: busyId !== undefined && busyId !== item.id,
        run: () => {
          decide.reset();
          setRefusing(item);
        },
      },
    ];
  };
  const bulk = (decision: RegistrationDecision): BulkAction<PendingRegistration> => ({
    key: decision,
    label: t(decision === 'accept' ? 'registrations_accept' : 'registrations_refuse'),
    icon:
      decision === 'accept' ? (
        <IconCheck aria-hidden="true" size={16} />
      ) : (
        <IconX aria-hidden="true" size={16} />
      ),
    primary: decision === 'accept',
    runOne: (item) => postRegistrationDecision(item.id, decision),
  });

  return (
    <>
      <DecisionQueue
        label={t('registrations_caption')}
        status={t('registrations_count', { count: list.data.count })}
        filters={
          <ListSearch
            label={t('registrations_search')}
            value={search}
            onSearch={(value) => {
              setSearch(value);
              pagination.reset();
            }}
          />
        }
        records={list.data.results}
        count={list.data.count}
        columns={columns}
        rowTestId="registration-row"
        rowName={(item) => fullName(item.user)}
        rowActions={rowActions}
        bulkActions={[bulk('accept'), bulk('refuse')]}
        onBulkSettled={refresh}
        pagination={list.data.count > pagination.pageSize ? pagination : undefined}
        fetching={list.isFetching}
        minWidth={760}
      />
      <RefuseRegistrationDialog
        name={refusing ? fullName(refusing.user) : ''}
        opened={refusing !== null}
        loading={decide.isPending}
        error={reasonError(decide.error)}
        onRefuse={(reason) => {
          if (refusing) decide.mutate({ item: refusing, decision: 'refuse', reason });
        }}
        onClose={() => setRefusing(null)}
      />
    </>
  );
}
