/** Types of render.mjs (deploy/nginx), for the TypeScript trial and bench that call it. */
export interface SiteOptions {
  baseDomain: string;
  instances: string[];
  certificate: string;
  certificateKey: string;
  httpsListen?: string;
  httpListen?: string;
  accessLog?: string;
  cacheDir?: string;
  ipv6?: boolean;
  /** Instances (as in `instances`) written `down`: no new request goes to them. */
  down?: string[];
}
/** The nginx site configuration as text (see render.mjs). */
export function renderSite(options: SiteOptions): string;
/** How long (s) nginx leaves out a failed instance (`fail_timeout`). */
export const FAIL_TIMEOUT_SECONDS: number;
