import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { AwaitingActivationList } from './AwaitingActivationList.tsx';
import { MemberAddDialog } from './MemberAddDialog.tsx';
import { PendingRegistrations } from './PendingRegistrations.tsx';

/**
 * Settings → Registrations (spec 1 §2 Settings and Registration, §4): the registrations
 * awaiting validation (accepted, or refused with a reason), the members awaiting activation
 * (their links sent again), and, for school admins, "Add a member" (a manual add, invited by
 * e-mail). For school admins and validators of the User scope; `?add=1` opens the add dialog
 * (the admin directory's "Add a member" links there).
 */
export function RegistrationsPanel() {
  const { t } = useTranslation();
  const { isAdmin } = useViewer();
  const [params, setParams] = useSearchParams();
  const adding = isAdmin && params.get('add') === '1';
  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('add', '1');
        else next.delete('add');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="registrations-pending-heading">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} size="h4" id="registrations-pending-heading">
            {t('registrations_caption')}
          </Title>
          {isAdmin && (
            <Button
              leftSection={<IconUserPlus aria-hidden="true" size={18} />}
              onClick={() => setAdding(true)}
            >
              {t('registrations_add')}
            </Button>
          )}
        </Group>
        <PendingRegistrations />
      </Stack>
      <AwaitingActivationList />
      {isAdmin && <MemberAddDialog opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
