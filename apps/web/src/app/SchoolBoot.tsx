import { subdomainFromHost } from '@alumni/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError.ts';
import { initialLocale, setWording } from '../i18n/i18n.ts';
import { useCatalogues } from '../i18n/useCatalogues.ts';
import { useSchoolDetails } from '../shared/school/useSchoolDetails.ts';
import { RetryMessage } from '../ui/RetryMessage.tsx';
import { useAppShellRemoved } from './appShell.ts';
import { appConfig } from './config.ts';
import { ROOT_NAMESPACES } from './pages.ts';
import { SchoolApp } from './SchoolApp.tsx';

/**
 * The boot screen's words for when the catalogue itself could not be downloaded (the same
 * text as common.json's, which replaces them as soon as it is there).
 */
const BOOT_WORDS = {
  fr: { loading: 'Chargement…', error: 'Une erreur est survenue', retry: 'Réessayer' },
  en: { loading: 'Loading…', error: 'An error has occured', retry: 'Retry' },
}[initialLocale];

/** Plain markup: nothing of the school (theme, layouts) exists yet, maybe not its words. */
function BootLoader() {
  const { t } = useTranslation();
  return (
    <main className="boot-screen">
      <div role="status" aria-live="polite" className="boot-screen">
        <div className="boot-spinner" aria-hidden="true" />
        <span className="visually-hidden">
          {t('loading', { defaultValue: BOOT_WORDS.loading })}
        </span>
      </div>
    </main>
  );
}

function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useAppShellRemoved();
  return (
    <RetryMessage
      message={t('error_base_message', { defaultValue: BOOT_WORDS.error })}
      retry={t('retry', { defaultValue: BOOT_WORDS.retry })}
      onRetry={onRetry}
    />
  );
}

/**
 * Start-up (spec 2 §7): finds the school from the host name and loads its details; an unknown
 * school (404, or a host that names none) leaves for the vendor's main site. The shell's words
 * download meanwhile, in the address's language and the school's wording.
 */
export function SchoolBoot() {
  const subdomain = useMemo(
    () => subdomainFromHost(window.location.host, appConfig.baseDomain, appConfig.defaultSchool),
    [],
  );
  const query = useSchoolDetails(subdomain);
  // Before the catalogues are asked for, so that they come with the school's overlay.
  if (query.data) setWording(query.data.wording);
  const words = useCatalogues(initialLocale, ROOT_NAMESPACES);
  const unknown = subdomain === null || (isApiError(query.error) && query.error.status === 404);

  useEffect(() => {
    if (unknown) window.location.replace(appConfig.vendorUrl);
  }, [unknown]);

  if (query.data && words.state === 'ready') return <SchoolApp school={query.data} />;
  if ((query.isError && !unknown) || words.state === 'failed') {
    return (
      <BootError
        onRetry={() => {
          if (query.isError) void query.refetch();
          if (words.state === 'failed') words.retry();
        }}
      />
    );
  }
  return <BootLoader />;
}
