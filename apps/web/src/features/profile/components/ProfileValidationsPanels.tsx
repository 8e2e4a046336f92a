import type { PendingEducation, RoleChangeRequest, RoleChoices } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { campusNameOf, degreeNameOf, roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { BulkAction, RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import {
  fetchPendingEducations,
  fetchRoleChangeRequests,
  pendingEducationsKey,
  postEducationDecision,
  postRoleChangeDecision,
  roleChangeRequestsKey,
} from '../api.ts';

const DECISIONS_PAGE_SIZE = 20;

type Decision = 'accept' | 'refuse';

/**
 * Accept and refuse on a request about `name` ("Accepter la demande de …"); refusing is
 * final, so it asks first with `refuseConfirm`.
 */
function decisionActions(
  t: (key: string, options?: Record<string, unknown>) => string,
  name: string,
  state: { busy: Decision | undefined; otherBusy: boolean; refuseConfirm: string },
  run: (decision: Decision) => void,
): RowAction[] {
  return [
    {
      key: 'accept',
      label: t('registrations_accept'),
      name: t('validations_accept_name', { name }),
      icon: <IconCheck aria-hidden="true" size={16} />,
      primary: true,
      loading: state.busy === 'accept',
      disabled: state.otherBusy,
      run: () => run('accept'),
    },
    {
      key: 'refuse',
      label: t('registrations_refuse'),
      name: t('validations_refuse_name', { name }),
      icon: <IconX aria-hidden="true" size={16} />,
      loading: state.busy === 'refuse',
      disabled: state.otherBusy,
      confirm: {
        title: t('validations_refuse_title'),
        message: state.refuseConfirm,
        confirmLabel: t('registrations_refuse'),
      },
      run: () => run('refuse'),
    },
  ];
}

/** The bulk accept and refuse of a queue, one call per selected request. */
function bulkDecisions<T>(
  t: (key: string) => string,
  runOne: (item: T, decision: Decision) => Promise<unknown>,
): BulkAction<T>[] {
  return (['accept', 'refuse'] as const).map((decision) => ({
    key: decision,
    label: t(decision === 'accept' ? 'registrations_accept' : 'registrations_refuse'),
    icon:
      decision === 'accept' ? (
        <IconCheck aria-hidden="true" size={16} />
      ) : (
        <IconX aria-hidden="true" size={16} />
      ),
    primary: decision === 'accept',
    runOne: (item: T) => runOne(item, decision),
  }));
}

/**
 * Pending role change requests (spec 1 §4 "Role change request: pending, then accepted or
 * refused"): the role as it is and the requested degree, year and campus, accepted or
 * refused by school admins and User validators.
 */
export function RoleChangeRequestsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const { query: list, pagination } = usePagedQuery({
    queryKey: roleChangeRequestsKey,
    fetchPage: fetchRoleChangeRequests,
    pageSize: DECISIONS_PAGE_SIZE,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: roleChangeRequestsKey });
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: RoleChangeRequest; decision: Decision }) =>
      postRoleChangeDecision(item.id, decision),
    onSuccess: (_r, { item, decision }) => {
      const key =
        decision === 'accept'
          ? 'validations_role_change_accepted'
          : 'validations_role_change_refused';
      notifySuccess(t(key, { name: fullName(item.user) }));
    },
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const describe = (c: RoleChoices) =>
    [
      c.graduation_year ? String(c.graduation_year) : null,
      degreeNameOf(school, c.degree),
      campusNameOf(school, c.campus),
    ]
      .filter(Boolean)
      .join(' · ') || '–';

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError inline onRetry={() => void list.refetch()} />;
  const busyId = decide.isPending ? decide.variables?.item.id : undefined;
  const columns: DataTableColumn<RoleChangeRequest>[] = [
    {
      accessor: 'user',
      title: t('registrations_person'),
      render: (item) => <Text fw={600}>{fullName(item.user)}</Text>,
    },
    {
      accessor: 'role.role',
      title: t('field_role'),
      render: (item) => roleNameOf(school, item.role.role, locale),
    },
    { accessor: 'role', title: t('validations_now'), render: (item) => describe(item.role) },
    {
      accessor: 'requested',
      title: t('validations_requested'),
      render: (item) => describe(item.requested),
    },
  ];
  return (
    <DecisionQueue
      label={t('validations_role_changes_heading')}
      status={t('validations_role_changes_count', { count: list.data.count })}
      records={list.data.results}
      count={list.data.count}
      columns={columns}
      rowTestId="role-change-row"
      rowName={(item) => fullName(item.user)}
      rowActions={(item) =>
        decisionActions(
          t,
          fullName(item.user),
          {
            busy: busyId === item.id ? decide.variables?.decision : undefined,
            otherBusy: busyId !== undefined && busyId !== item.id,
            refuseConfirm: t('validations_role_change_refuse_confirm', {
              name: fullName(item.user),
            }),
          },
          (decision) => decide.mutate({ item, decision }),
        )
      }
      bulkActions={bulkDecisions(t, (item: RoleChangeRequest, decision) =>
        postRoleChangeDecision(item.id, decision),
      )}
      onBulkSettled={refresh}
      pagination={pagination}
      fetching={list.isFetching && list.isPlaceholderData}
      minWidth={680}
    />
  );
}

/**
 * Educations declared as this school's, waiting for validation (spec 1 §4 "Education added
 * from a school or changed is visible only after admin validation").
 */
export function PendingEducationsPanel() {
  const { t } = useTranslation();
  const school = useSchool();
  const queryClient = useQueryClient();
  const { query: list, pagination } = usePagedQuery({
    queryKey: pendingEducationsKey,
    fetchPage: fetchPendingEducations,
    pageSize: DECISIONS_PAGE_SIZE,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pendingEducationsKey });
  const send = (item: PendingEducation, decision: Decision) =>
    postEducationDecision(item.id, decision === 'accept' ? 'validate' : 'refuse');
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: PendingEducation; decision: Decision }) =>
      send(item, decision),
    onSuccess: (_r, { item, decision }) => {
      const key =
        decision === 'accept' ? 'validations_education_validated' : 'validations_education_refused';
      notifySuccess(t(key, { name: fullName(item.user) }));
    },
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError inline onRetry={() => void list.refetch()} />;
  const busyId = decide.isPending ? decide.variables?.item.id : undefined;
  const columns: DataTableColumn<PendingEducation>[] = [
    {
      accessor: 'user',
      title: t('registrations_person'),
      render: (item) => <Text fw={600}>{fullName(item.user)}</Text>,
    },
    {
      accessor: 'title',
      title: t('profile_education_title'),
      render: (item) => (
        <>
          {item.title}
          <Text size="xs">{t(`profile_degree_type_${item.degree_type}`)}</Text>
        </>
      ),
    },
    {
      accessor: 'degree',
      title: t('term_degree'),
      render: (item) => degreeNameOf(school, item.degree) ?? '–',
    },
    {
      accessor: 'graduation_year',
      title: t('profile_education_year'),
      render: (item) => item.graduation_year ?? '–',
    },
  ];
  return (
    <DecisionQueue
      label={t('validations_educations_heading')}
      status={t('validations_educations_count', { count: list.data.count })}
      records={list.data.results}
      count={list.data.count}
      columns={columns}
      rowTestId="pending-education-row"
      rowName={(item) => fullName(item.user)}
      rowActions={(item) =>
        decisionActions(
          t,
          fullName(item.user),
          {
            busy: busyId === item.id ? decide.variables?.decision : undefined,
            otherBusy: busyId !== undefined && busyId !== item.id,
            refuseConfirm: t('validations_education_refuse_confirm', { name: fullName(item.user) }),
          },
          (decision) => decide.mutate({ item, decision }),
        )
      }
      bulkActions={bulkDecisions(t, send)}
      onBulkSettled={refresh}
      pagination={pagination}
      fetching={list.isFetching && list.isPlaceholderData}
      minWidth={680}
    />
  );
}
