import type { AwaitingActivation } from '@alumni/domain';
import { ACTIVATION_RESEND_INTERVAL_MINUTES, fullName } from '@alumni/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useAwaitingActivation } from '../hooks/useRegistrations.ts';
import {
  postAllActivations,
  postMemberActivation,
  registrationListsKey,
} from '../registrationsApi.ts';
import { ListSearch } from './ListSearch.tsx';

/**
 * The members awaiting activation (invited, added by hand, or registered without confirming
 * their e-mail; spec 1 §4 "Registration token: valid or expired"), 20 a page, searched by name
 * or e-mail: when their latest link went out and whether it expired, a new link for one, or
 * for all of them through the job queue. A member gets at most one link per 15 minutes.
 */
export function AwaitingActivationList() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const pagination = usePagination({ pageSize: 20 });
  const [search, setSearch] = useState('');
  const list = useAwaitingActivation({ page: pagination.page, search });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: registrationListsKey });
  const resend = useMutation({
    mutationFn: (item: AwaitingActivation) => postMemberActivation(item.id),
    onSuccess: (result) => notifySuccess(result.detail),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const resendAll = useMutation({
    mutationFn: postAllActivations,
    onSuccess: (result) => notifySuccess(result.detail),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;

  const roleName = (code: number) => {
    const role = school.roles.find((r) => r.role === code);
    return role ? schoolRoleName(role, locale) : String(code);
  };
  const columns: DataTableColumn<AwaitingActivation>[] = [
    {
      accessor: 'email',
      title: t('registrations_person'),
      render: (item) => (
        <>
          <Text fw={600} size="sm">
            {fullName(item)}
          </Text>
          <Text size="sm">{item.email}</Text>
        </>
      ),
    },
    {
      accessor: 'role',
      title: t('field_role'),
      noWrap: true,
      render: (item) => (
        <Badge variant="default" tt="none">
          {roleName(item.role)}
        </Badge>
      ),
    },
    {
      accessor: 'last_sent_at',
      title: t('registrations_last_link'),
      render: (item) =>
        item.last_sent_at ? formatDate(item.last_sent_at, locale) : t('registrations_never_sent'),
    },
    {
      accessor: 'link_expired',
      title: t('registrations_link_state'),
      render: (item) =>
        item.link_expired ? (
          <Badge color="red.8" variant="dot" tt="none">
            {t('registrations_link_expired')}
          </Badge>
        ) : (
          <Badge color="green.8" variant="dot" tt="none">
            {t('registrations_link_valid')}
          </Badge>
        ),
    },
  ];
  const busyId = resend.isPending ? resend.variables?.id : undefined;
  const rowActions = (item: AwaitingActivation): RowAction[] => [
    {
      key: 'resend',
      label: t('registrations_resend'),
      name: t('registrations_resend_name', { name: fullName(item) }),
      icon: <IconMailForward aria-hidden="true" size={16} />,
      loading: busyId === item.id,
      disabled: busyId !== undefined && busyId !== item.id,
      run: () => resend.mutate(item),
    },
  ];
  const askAll = () =>
    confirmDecision(
      {
        title: t('registrations_resend_all'),
        message: t('registrations_resend_all_confirm', {
          minutes: ACTIVATION_RESEND_INTERVAL_MINUTES,
        }),
        confirmLabel: t('registrations_resend_all'),
      },
      { cancel: t('form_cancel'), close: t('close') },
      () => resendAll.mutate(),
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="registrations-awaiting-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} size="h4" id="registrations-awaiting-heading">
          {t('registrations_awaiting_title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconMailForward aria-hidden="true" size={16} />}
          disabled={list.data.count === 0}
          loading={resendAll.isPending}
          onClick={askAll}
        >
          {t('registrations_resend_all')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('registrations_awaiting_hint', { minutes: ACTIVATION_RESEND_INTERVAL_MINUTES })}
      </Text>
      <DecisionQueue
        label={t('registrations_awaiting_title')}
        status={t('registrations_awaiting_count', { count: list.data.count })}
        filters={
          <ListSearch
            label={t('registrations_awaiting_search')}
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
        rowTestId="awaiting-row"
        rowName={(item) => fullName(item)}
        rowActions={rowActions}
        pagination={list.data.count > pagination.pageSize ? pagination : undefined}
        fetching={list.isFetching}
        minWidth={680}
      />
    </Stack>
  );
}
