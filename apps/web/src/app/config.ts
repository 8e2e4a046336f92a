import type { AppConfig } from '@alumni/domain';

declare global {
  interface Window {
    /** Injected by the server in place of `<!--app-config-->` in index.html. */
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

/** Used under `vite dev`, where no server injects the configuration. */
const DEV_CONFIG: AppConfig = {
  baseDomain: 'localhost',
  defaultSchool: 'demo',
  vendorUrl: 'https://example.org',
  boostUrl: 'https://example.org/boost',
  legalUrl: 'https://example.org/legal',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; OpenStreetMap contributors',
};

/** The runtime configuration: the server's values over the development defaults. */
export function getAppConfig(): AppConfig {
  return { ...DEV_CONFIG, ...(window.__APP_CONFIG__ ?? {}) };
}

export const appConfig: AppConfig = getAppConfig();
