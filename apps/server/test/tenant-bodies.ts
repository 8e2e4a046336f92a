import { ROLE } from '@alumni/domain';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../src/seed/seed.ts';

/** Bodies and files of the tenant-isolation suite (test/tenant-isolation.test.ts). */

/** A 10×10 PNG, valid for every image upload. */
export const tinyPng = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A minimal PDF, accepted as a profile link attachment. */
export const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with `fields` then one file in the field `file`. */
export function multipart(fileName: string, type: string, content: Buffer, fields = {}) {
  const boundary = `----tenant-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid self-registration (community, alumni) without degree and campus. */
export const registrationBody = (marker: string, email: string) => ({
  account_type: 'community',
  first_name: `${marker}Registrant`,
  last_name: `${marker}Person`,
  civility: 'Mme.',
  date_birth: '1994-03-12',
  city: 'Nantes',
  email,
  password: DEMO_PASSWORD,
  password_confirm: DEMO_PASSWORD,
  terms_use: true,
  privacy_policy: true,
  role: ROLE.Alumni,
  graduation_year: 2016,
});
