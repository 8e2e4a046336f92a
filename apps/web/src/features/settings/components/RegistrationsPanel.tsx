import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { fullName } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { schoolRoleName } from '../../auth/registrationChoices.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import type { PendingRegistration, RegistrationDecision } from '../api.ts';
import { postRegistrationDecision, registrationsKey } from '../api.ts';
import { useRegistrations } from '../hooks/useRegistrations.ts';

/**
 * Settings → Registrations (spec 1 §2 Settings, §4 "Registrations wait for validation"): the
 * school's registrations awaiting validation, each accepted or refused (refusing asks first).
 * For school admins and validators of the User scope.
 */
export function RegistrationsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const list = useRegistrations();
  const [refusing, setRefusing] = useState<PendingRegistration | null>(null);
  const decide = useMutation({
    mutationFn: ({
      item,
      decision,
    }: {
      item: PendingRegistration;
      decision: RegistrationDecision;
    }) => postRegistrationDecision(item.id, decision),
    onSuccess: (_result, { item, decision }) => {
      notifications.show({
        color: 'green',
        message: t(decision === 'accept' ? 'registrations_accepted' : 'registrations_refused', {
          name: fullName(item.user),
        }),
      });
      setRefusing(null);
      void queryClient.invalidateQueries({ queryKey: registrationsKey });
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: registrationsKey });
    },
  });

  const roleName = (item: PendingRegistration) => {
    const role = school.roles.find((r) => r.role === item.role);
    const name = role ? schoolRoleName(role, locale) : String(item.role);
    return item.is_recruiter ? `${name} – ${t('registrations_recruiter')}` : name;
  };
  const degreeName = (id: number | null) => school.degrees.find((d) => d.id === id)?.name ?? '–';
  const campusName = (id: number | null) => school.campuses.find((c) => c.id === id)?.name ?? '–';
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(locale);

  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return <LoadError onRetry={() => void list.refetch()} />;
  }
  const items = list.data.results;
  const busyWith = decide.isPending ? decide.variables?.item.id : undefined;

  return (
    <Stack gap="md">
      <Text role="status">{t('registrations_count', { count: list.data.count })}</Text>
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{t('registrations_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('registrations_person')}</Table.Th>
                <Table.Th scope="col">{t('field_role')}</Table.Th>
                <Table.Th scope="col">{t('field_graduation_year')}</Table.Th>
                <Table.Th scope="col">{t('term_degree')}</Table.Th>
                {school.has_campus && <Table.Th scope="col">{t('term_campus')}</Table.Th>}
                <Table.Th scope="col">{t('registrations_date')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t('registrations_actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="registration-row">
                  <Table.Th scope="row" fw={400}>
                    <Text fw={600} size="sm">
                      {fullName(item.user)}
                    </Text>
                    <Text size="sm">{item.user.email}</Text>
                    {item.user.city && (
                      <Text size="xs" c="dimmed">
                        {item.user.city}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>
                    <Badge variant="default" tt="none">
                      {roleName(item)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.graduation_year ?? '–'}</Table.Td>
                  <Table.Td>{degreeName(item.degree)}</Table.Td>
                  {school.has_campus && <Table.Td>{campusName(item.campus)}</Table.Td>}
                  <Table.Td>{dateOf(item.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        leftSection={<IconCheck aria-hidden="true" size={16} />}
                        loading={busyWith === item.id && decide.variables?.decision === 'accept'}
                        disabled={busyWith !== undefined && busyWith !== item.id}
                        onClick={() => decide.mutate({ item, decision: 'accept' })}
                        aria-label={t('registrations_accept_name', { name: fullName(item.user) })}
                      >
                        {t('registrations_accept')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX aria-hidden="true" size={16} />}
                        disabled={busyWith !== undefined}
                        onClick={() => setRefusing(item)}
                        aria-label={t('registrations_refuse_name', { name: fullName(item.user) })}
                      >
                        {t('registrations_refuse')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
        title={t('registrations_refuse_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        {refusing && (
          <Stack gap="md">
            <Text>{t('registrations_refuse_confirm', { name: fullName(refusing.user) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRefusing(null)}>
                {t('form_cancel')}
              </Button>
              <Button
                color="red.8"
                loading={decide.isPending}
                onClick={() => decide.mutate({ item: refusing, decision: 'refuse' })}
              >
                {t('registrations_refuse')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
