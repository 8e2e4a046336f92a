import { Button, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector
    : null;

const SCAN_INTERVAL_MS = 300;

/**
 * Reads a QR code with the device's camera and hands its text to `onCode` (issue 14 item 7
 * "scans it with the phone's camera"). Only where the browser has `BarcodeDetector`; renders
 * nothing elsewhere (typing or pasting the code, or the search by name, still work).
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;
  const Detector = detectorClass();

  useEffect(() => {
    if (!scanning || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue && !stopped) {
          setScanning(false);
          found.current(code.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, Detector]);

  if (!Detector) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => {
          setFailed(false);
          setScanning((on) => !on);
        }}
        leftSection={
          scanning ? (
            <IconCameraOff aria-hidden="true" size={18} />
          ) : (
            <IconCamera aria-hidden="true" size={18} />
          )
        }
      >
        {scanning ? t('events_checkin_camera_stop') : t('events_checkin_camera')}
      </Button>
      {scanning && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('events_checkin_camera_view')}
          style={{ width: '100%', maxWidth: 360, borderRadius: 8 }}
        />
      )}
      {failed && (
        <Text size="sm" role="alert">
          {t('events_checkin_camera_failed')}
        </Text>
      )}
    </Stack>
  );
}
