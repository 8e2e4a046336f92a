import {
  type Locale,
  RESOURCE_MAX_BYTES,
  RESOURCE_VIDEO_MAX_BYTES,
  type ResourceFormat,
} from '@alumni/domain';

/**
 * What the resources page decides without React (issue 31 item 7): the size a chosen file may
 * have before it is sent, and how sizes and formats read.
 */

/**
 * The largest size the browser lets a chosen file have before sending it: 50 MB for what
 * names itself an MP4 video (its type or extension), 3 MB for anything else. The server
 * decides from the bytes; this only spares a long upload bound to fail.
 */
export function chosenFileMaxBytes(file: { name: string; type: string }): number {
  const video = file.type === 'video/mp4' || /\.(mp4|m4v)$/i.test(file.name);
  return video ? RESOURCE_VIDEO_MAX_BYTES : RESOURCE_MAX_BYTES;
}

/**
 * A file size as a person reads it, in `locale`: bytes under 1 KB, kilobytes under 1 MB,
 * megabytes with one decimal (units of 1,024, as the limits): `850 Ko`, `1,2 Mo`, `3.5 MB`.
 */
export function fileSizeText(bytes: number, locale: Locale): string {
  const units = locale === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)}\u00a0${units[0]}`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)}\u00a0${units[1]}`;
  return `${number(bytes / (1024 * 1024), 1)}\u00a0${units[2]}`;
}

/** A format's name as the list shows it: `PDF`, `Word`, `JPEG`, `MP4`… */
export const FORMAT_NAMES: Record<ResourceFormat, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  gif: 'GIF',
  jpg: 'JPEG',
  png: 'PNG',
  mp4: 'MP4',
};
