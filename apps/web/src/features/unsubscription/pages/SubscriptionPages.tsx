import { useLocation } from 'react-router';
import SubscriptionPage from './SubscriptionPage.tsx';
import UnsubscriptionPage from './UnsubscriptionPage.tsx';

/**
 * `/unsubscription` and `/subscription` (the same under `/en`), one module for both routes:
 * the route table loads it with one shared loader, so the entry lists its chunks once (the
 * login page's budget, issue 16). Shows the page of the address.
 */
export default function SubscriptionPages() {
  const { pathname } = useLocation();
  return /\/unsubscription\/?$/.test(pathname) ? <UnsubscriptionPage /> : <SubscriptionPage />;
}
