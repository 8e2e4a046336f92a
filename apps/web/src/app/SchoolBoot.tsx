import { subdomainFromHost } from '@alumni/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError.ts';
import { useSchoolDetails } from '../features/school/hooks/useSchoolDetails.ts';
import { appConfig } from './config.ts';
import { SchoolApp } from './SchoolApp.tsx';

/** Plain markup: nothing of the school (theme, layouts) exists yet. */
function BootLoader() {
  const { t } = useTranslation();
  return (
    <main className="boot-screen">
      <div role="status" aria-live="polite" className="boot-screen">
        <div className="boot-spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </main>
  );
}

function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="boot-screen">
      <p role="alert">{t('error_base_message')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}

/**
 * Start-up (spec 2 §7): finds the school from the host name and loads its details; an unknown
 * school (404, or a host that names none) leaves for the vendor's main site.
 */
export function SchoolBoot() {
  const subdomain = useMemo(
    () => subdomainFromHost(window.location.host, appConfig.baseDomain, appConfig.defaultSchool),
    [],
  );
  const query = useSchoolDetails(subdomain);
  const unknown = subdomain === null || (isApiError(query.error) && query.error.status === 404);

  useEffect(() => {
    if (unknown) window.location.replace(appConfig.vendorUrl);
  }, [unknown]);

  if (query.data) return <SchoolApp school={query.data} />;
  if (query.isError && !unknown) return <BootError onRetry={() => void query.refetch()} />;
  return <BootLoader />;
}
