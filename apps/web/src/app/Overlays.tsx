import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { MantineScope } from '../ui/MantineScope.tsx';
import { overlaysMounted } from '../ui/overlays.ts';

/**
 * The notification list (spec 2 §8) and the confirmation modals' host, in a chunk of their
 * own that SchoolApp mounts once the first page has painted (ui/overlays.ts).
 */
export default function Overlays() {
  return (
    <MantineScope fallback={null}>
      <Hosts />
    </MantineScope>
  );
}

function Hosts() {
  useEffect(overlaysMounted, []);
  return (
    <>
      <Notifications position="bottom-center" limit={4} />
      <ModalsProvider />
    </>
  );
}
