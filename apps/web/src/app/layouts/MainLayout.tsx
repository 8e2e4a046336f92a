import { PageLoader } from '../../ui/PageLoader.tsx';
import { AppFrame } from './AppFrame.tsx';
import { usePreferredLocaleRedirect } from './usePreferredLocaleRedirect.ts';

/** The home page's layout: the full frame, open to everyone. */
export function MainLayout() {
  const redirecting = usePreferredLocaleRedirect();
  if (redirecting) return <PageLoader fullScreen />;
  return <AppFrame />;
}
