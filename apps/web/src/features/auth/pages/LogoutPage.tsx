import { useEffect } from 'react';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useLogout } from '../hooks/useLogout.ts';

/** `/logout`: signs out and goes home (spec 2 §7 logout). */
export default function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    void logout();
  }, [logout]);
  return <PageLoader />;
}
