import type { PendingRegistration, RegistrationDecision } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Badge, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
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
import { postRegistrationDecision, registrationsKey } from '../api.ts';
import { useRegistrations } from '../hooks/useRegistrations.ts';

const DONE_KEYS: Record<RegistrationDecision, string> = {
  accept: 'registrations_accepted',
  refuse: 'registrations_refused',
};

/**
 * Settings → Registrations (spec 1 §2 Settings, §4 "Registrations wait for validation"): the
 * school's registrations awaiting validation, each accepted or refused (refusing asks first),
 * one at a time or for a selection. For school admins and validators of the User scope.
 */
export function RegistrationsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const list = useRegistrations();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: registrationsKey });
  const decide = useMutation({
    mutationFn: ({
      item,
      decision,
    }: {
      item: PendingRegistration;
      decision: RegistrationDecision;
    }) => postRegistrationDecision(item.id, decision),
    onSuccess: (_result, { item, decision }) =>
      notifySuccess(t(DONE_KEYS[decision], { name: fullName(item.user) })),
    onError: (error) => notifyError(error),
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
        <Badge variant="default" tt="none">
          {roleName(item)}
        </Badge>
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
        confirm: {
          title: t('registrations_refuse_title'),
          message: t('registrations_refuse_confirm', { name }),
          confirmLabel: t('registrations_refuse'),
        },
        run: () => decide.mutate({ item, decision: 'refuse' }),
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
    <DecisionQueue
      label={t('registrations_caption')}
      status={t('registrations_count', { count: list.data.count })}
      records={list.data.results}
      count={list.data.count}
      columns={columns}
      rowTestId="registration-row"
      rowName={(item) => fullName(item.user)}
      rowActions={rowActions}
      bulkActions={[bulk('accept'), bulk('refuse')]}
      onBulkSettled={refresh}
      minWidth={760}
    />
  );
}
