import { describe, expect, it } from 'vitest';
import { chosenFileMaxBytes, FORMAT_NAMES, fileSizeText } from './resourcesRules.ts';

// Issue 31 item 7: "3 MB except video at 50 MB"; spec 1 §5 Resource files.

describe('a file chosen for a resource', () => {
  it('may weigh 50 MB when it is an MP4 video, 3 MB otherwise', () => {
    expect(chosenFileMaxBytes({ name: 'film.mp4', type: '' })).toBe(50 * 1024 * 1024);
    expect(chosenFileMaxBytes({ name: 'film', type: 'video/mp4' })).toBe(50 * 1024 * 1024);
    expect(chosenFileMaxBytes({ name: 'guide.pdf', type: 'application/pdf' })).toBe(
      3 * 1024 * 1024,
    );
  });
});

describe('a resource size', () => {
  it('reads in the page language, in units of 1,024', () => {
    expect(fileSizeText(512, 'fr')).toBe('512\u00a0o');
    expect(fileSizeText(850 * 1024, 'fr')).toBe('850\u00a0Ko');
    expect(fileSizeText(1.25 * 1024 * 1024, 'fr')).toBe('1,3\u00a0Mo');
    expect(fileSizeText(3 * 1024 * 1024, 'en')).toBe('3\u00a0MB');
    expect(FORMAT_NAMES.jpg).toBe('JPEG');
  });
});
