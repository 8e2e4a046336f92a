import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { BulkProgressPanel, type BulkSelection } from '../../bulkOperations/index.ts';
import { MassMailComposer } from '../components/MassMailComposer.tsx';
import { MassMailReport } from '../components/MassMailReport.tsx';
import { MassMailsTable } from '../components/MassMailsTable.tsx';

/** The selection the admin directory's "Send an e-mail" hands over, if any. */
function selectionOf(state: unknown): BulkSelection | null {
  const selection = (state as { selection?: BulkSelection } | null)?.selection;
  return selection && (selection.kind === 'ids' || selection.kind === 'filters') ? selection : null;
}

/**
 * `/emailing` (spec 2 §6 "School admins … can … mass-mail"; issue 34 item 2): the composer for
 * the members chosen in the admin directory, the progress of the mass mail sent, its report,
 * and the past mass mails (`?mail=<id>` shows one's report). The server answers 403 to anyone
 * but the school's admins.
 */
export default function EmailingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [running, setRunning] = useState<number | null>(null);
  const opened = Number(params.get('mail')) || null;
  const open = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('mail', String(id));
        return next;
      },
      { state: location.state },
    );
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('emailing_title')}</Title>
        {running !== null && <BulkProgressPanel id={running} onDismiss={() => setRunning(null)} />}
        {opened !== null && <MassMailReport id={opened} />}
        <MassMailComposer
          selection={running === null ? selectionOf(location.state) : null}
          onStarted={(op) => {
            setRunning(op.id);
            open(op.id);
          }}
        />
        <MassMailsTable onOpen={open} />
      </Stack>
    </Container>
  );
}
