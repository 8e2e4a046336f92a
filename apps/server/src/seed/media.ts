import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a school's seeded images (logo, cover, login photo, PWA icon) as SVG files under
 * `<mediaDir>/schools/<subdomain>/` and returns their media keys.
 */
export function writeSchoolImages(
  mediaDir: string,
  subdomain: string,
  opts: { initials: string; primary: string; secondary: string },
): { logo: string; cover: string; loginPhoto: string; iconPwa: string } {
  const folder = path.join(mediaDir, 'schools', subdomain);
  mkdirSync(folder, { recursive: true });
  const { initials, primary, secondary } = opts;
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="36" fill="${primary}"/><circle cx="100" cy="100" r="70" fill="${secondary}"/><text x="100" y="122" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text></svg>`;
  const cover = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="325" viewBox="0 0 1920 325"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><rect width="1920" height="325" fill="url(#g)"/><g fill="#ffffff" opacity="0.12"><circle cx="300" cy="60" r="180"/><circle cx="1500" cy="300" r="220"/><circle cx="1000" cy="-40" r="140"/></g></svg>`;
  const loginPhoto = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><defs><linearGradient id="g" x1="0" x2="1" y1="1" y2="0"><stop offset="0" stop-color="${secondary}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/><g fill="#ffffff" opacity="0.1"><rect x="160" y="640" width="300" height="440"/><rect x="500" y="520" width="260" height="560"/><rect x="800" y="700" width="380" height="380"/><rect x="1240" y="480" width="240" height="600"/><rect x="1520" y="620" width="280" height="460"/></g></svg>`;
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${primary}"/><text x="256" y="316" font-family="DejaVu Sans, Arial, sans-serif" font-size="170" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text></svg>`;
  const files = {
    logo: ['logo.svg', logo],
    cover: ['cover.svg', cover],
    loginPhoto: ['login.svg', loginPhoto],
    iconPwa: ['icon-pwa.svg', icon],
  } as const;
  const keys = {} as Record<keyof typeof files, string>;
  for (const [key, [name, content]] of Object.entries(files) as [
    keyof typeof files,
    readonly [string, string],
  ][]) {
    writeFileSync(path.join(folder, name), content);
    keys[key] = `schools/${subdomain}/${name}`;
  }
  return keys;
}
