import { Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupCheckInCode } from '../checkInRules.ts';
import { useRegistrationQr } from '../hooks/useParticipants.ts';

/**
 * The QR code of the member's confirmed registration (issue 14 item 7 "a QR code on its
 * confirmation page"), with its check-in code written under it for an organiser to type
 * when the camera cannot read it.
 */
export function RegistrationQr({
  eventId,
  registrationId,
  ticket,
}: {
  eventId: number;
  registrationId: number;
  ticket: string;
}) {
  const { t } = useTranslation();
  const query = useRegistrationQr(eventId, registrationId);
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('events_qr_loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" role="status">
        {t('events_qr_unavailable')}
      </Text>
    );
  }
  const { code, qr_svg: qrSvg } = query.data;
  return (
    <Stack gap={4} align="flex-start" data-testid="registration-qr">
      <Image
        src={qrSvg}
        alt={t('events_qr_alt', { ticket })}
        w={176}
        h={176}
        fit="contain"
        bg="white"
        p={4}
      />
      <Text size="sm">
        {t('events_qr_code_label')}{' '}
        <Code fz="md" c="dark" data-testid="check-in-code">
          {groupCheckInCode(code)}
        </Code>
      </Text>
      <Text size="sm">{t('events_qr_hint')}</Text>
    </Stack>
  );
}
