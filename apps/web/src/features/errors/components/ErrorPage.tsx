import { lazy } from 'react';
import { MantineScope } from '../../../ui/MantineScope.tsx';

const ErrorPageContent = lazy(() => import('./ErrorPageContent.tsx'));

/**
 * The error page (spec 1 §2 Error page): 'Error', the status code, the message and a
 * back-to-homepage button, which goes to the dashboard when the school has public pages,
 * otherwise to the login page. Its words are in the route's language. Built with Mantine,
 * which it loads where it shows outside a scope (a failed layout, the sign-in card).
 */
export function ErrorPage(props: { status: number; message: string }) {
  return (
    <MantineScope>
      <ErrorPageContent {...props} />
    </MantineScope>
  );
}
