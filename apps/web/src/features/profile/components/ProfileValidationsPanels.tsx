import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { fullName } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { campusNameOf, degreeNameOf, roleNameOf } from '../../directory/members.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import type { PendingEducation, RoleChangeRequest, RoleChoices } from '../api.ts';
import {
  fetchPendingEducations,
  fetchRoleChangeRequests,
  pendingEducationsKey,
  postEducationDecision,
  postRoleChangeDecision,
  roleChangeRequestsKey,
} from '../api.ts';

const DECISIONS_PAGE_SIZE = 20;

function DecisionButtons({
  name,
  busy,
  disabled,
  onAccept,
  onRefuse,
}: {
  name: string;
  busy: 'accept' | 'refuse' | null;
  disabled: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        leftSection={<IconCheck aria-hidden="true" size={16} />}
        loading={busy === 'accept'}
        disabled={disabled}
        onClick={onAccept}
        aria-label={t('validations_accept_name', { name })}
      >
        {t('registrations_accept')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconX aria-hidden="true" size={16} />}
        loading={busy === 'refuse'}
        disabled={disabled}
        onClick={onRefuse}
        aria-label={t('validations_refuse_name', { name })}
      >
        {t('registrations_refuse')}
      </Button>
    </Group>
  );
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
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: RoleChangeRequest; decision: 'accept' | 'refuse' }) =>
      postRoleChangeDecision(item.id, decision),
    onSuccess: (_r, { item, decision }) => {
      notifySuccess(
        t(
          decision === 'accept'
            ? 'validations_role_change_accepted'
            : 'validations_role_change_refused',
          {
            name: fullName(item.user),
          },
        ),
      );
    },
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: roleChangeRequestsKey }),
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
  return (
    <Stack gap="sm">
      <Text role="status">{t('validations_role_changes_count', { count: list.data.count })}</Text>
      {list.data.results.length > 0 && (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('registrations_person')}</Table.Th>
                <Table.Th scope="col">{t('field_role')}</Table.Th>
                <Table.Th scope="col">{t('validations_now')}</Table.Th>
                <Table.Th scope="col">{t('validations_requested')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t('registrations_actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((item) => (
                <Table.Tr key={item.id} data-testid="role-change-row">
                  <Table.Th scope="row" fw={600}>
                    {fullName(item.user)}
                  </Table.Th>
                  <Table.Td>{roleNameOf(school, item.role.role, locale)}</Table.Td>
                  <Table.Td>{describe(item.role)}</Table.Td>
                  <Table.Td>{describe(item.requested)}</Table.Td>
                  <Table.Td>
                    <DecisionButtons
                      name={fullName(item.user)}
                      busy={busyId === item.id ? (decide.variables?.decision ?? null) : null}
                      disabled={busyId !== undefined}
                      onAccept={() => decide.mutate({ item, decision: 'accept' })}
                      onRefuse={() => decide.mutate({ item, decision: 'refuse' })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={list.data.count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
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
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: PendingEducation; decision: 'validate' | 'refuse' }) =>
      postEducationDecision(item.id, decision),
    onSuccess: (_r, { item, decision }) => {
      notifySuccess(
        t(
          decision === 'validate'
            ? 'validations_education_validated'
            : 'validations_education_refused',
          {
            name: fullName(item.user),
          },
        ),
      );
    },
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pendingEducationsKey }),
  });

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError inline onRetry={() => void list.refetch()} />;
  const busyId = decide.isPending ? decide.variables?.item.id : undefined;
  return (
    <Stack gap="sm">
      <Text role="status">{t('validations_educations_count', { count: list.data.count })}</Text>
      {list.data.results.length > 0 && (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('registrations_person')}</Table.Th>
                <Table.Th scope="col">{t('profile_education_title')}</Table.Th>
                <Table.Th scope="col">{t('term_degree')}</Table.Th>
                <Table.Th scope="col">{t('profile_education_year')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t('registrations_actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((item) => (
                <Table.Tr key={item.id} data-testid="pending-education-row">
                  <Table.Th scope="row" fw={600}>
                    {fullName(item.user)}
                  </Table.Th>
                  <Table.Td>
                    {item.title}
                    <Text size="xs">{t(`profile_degree_type_${item.degree_type}`)}</Text>
                  </Table.Td>
                  <Table.Td>{degreeNameOf(school, item.degree) ?? '–'}</Table.Td>
                  <Table.Td>{item.graduation_year ?? '–'}</Table.Td>
                  <Table.Td>
                    <DecisionButtons
                      name={fullName(item.user)}
                      busy={
                        busyId === item.id
                          ? decide.variables?.decision === 'validate'
                            ? 'accept'
                            : 'refuse'
                          : null
                      }
                      disabled={busyId !== undefined}
                      onAccept={() => decide.mutate({ item, decision: 'validate' })}
                      onRefuse={() => decide.mutate({ item, decision: 'refuse' })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={list.data.count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
  );
}
