import type { PublicationArea } from '@alumni/domain';
import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { fetchRefusalReasons, refusalReasonsKey } from '../refusalReasonsApi.ts';

/** What a validator sends with a refusal: the ticked reasons' ids and their own words. */
export interface Refusal {
  reasons: number[];
  reason: string;
}

/**
 * Refusing an article, event or job ad (spec 1 §4: the author reads why, fixes and
 * resubmits; §5 "one refusal reason must be ticked"): where the school lists refusal reasons
 * for `area` (School settings), the validator ticks at least one and may add details;
 * otherwise they write the reason, required. `labels` are the area's words; `error` and
 * `reasonsError` the server's messages on the written reason and on the ticked ones.
 */
export function PublicationRefuseDialog({
  area,
  title,
  labels,
  opened,
  loading,
  error,
  reasonsError,
  maxLength,
  onRefuse,
  onClose,
}: {
  area: PublicationArea;
  /** The dialog's title, naming the refused item. */
  title: string;
  labels: { reason: string; hint: string; required: string; refuse: string };
  opened: boolean;
  loading: boolean;
  error?: string | undefined;
  reasonsError?: string | undefined;
  /** Longest written reason (characters). */
  maxLength: number;
  onRefuse: (refusal: Refusal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const listed = useQuery({
    queryKey: refusalReasonsKey(area),
    queryFn: ({ signal }) => fetchRefusalReasons(area, signal),
    enabled: opened,
  });
  const reasons = listed.data?.results ?? [];
  const [ticked, setTicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setTicked([]);
    setMissing(false);
    onClose();
  };
  const hasList = reasons.length > 0;
  const label = (r: (typeof reasons)[number]) =>
    locale === 'en' && r.label_en ? r.label_en : r.label_fr;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (hasList ? ticked.length === 0 : reason.trim() === '') {
            setMissing(true);
            return;
          }
          onRefuse({ reasons: ticked.map(Number), reason: reason.trim() });
        }}
      >
        <Stack gap="md">
          {hasList && (
            <Checkbox.Group
              label={t('refusal_reasons_legend')}
              description={t('refusal_reasons_pick')}
              required
              value={ticked}
              onChange={(value) => {
                setTicked(value);
                setMissing(false);
              }}
              error={missing ? t('refusal_reasons_pick') : reasonsError}
              data-testid="refusal-reasons"
            >
              <Stack gap="xs" mt="xs">
                {reasons.map((r) => (
                  <Checkbox key={r.id} value={String(r.id)} label={label(r)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Textarea
            label={hasList ? t('refusal_reason_details') : labels.reason}
            description={hasList ? undefined : labels.hint}
            required={!hasList}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={!hasList && missing ? labels.required : error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading || (opened && listed.isPending)}>
              {labels.refuse}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
