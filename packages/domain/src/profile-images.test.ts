import { describe, expect, it } from 'vitest';
import {
  formatMegabytes,
  IMAGE_MESSAGES,
  isProfileImageFormat,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZES,
} from './profile-images.ts';

describe('profile images (spec 1 §5 Images and files, spec 2 §8)', () => {
  it('accepts JPEG, PNG, WebP and GIF content only', () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'])
      expect(isProfileImageFormat(format)).toBe(true);
    for (const format of ['svg', 'heif', 'tiff', 'pdf', '', undefined]) {
      expect(isProfileImageFormat(format)).toBe(false);
    }
  });

  it('caps uploads at 5 MB and says so in both languages', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(formatMegabytes('fr', 1.5 * 1024 * 1024)).toBe('1,5 Mo');
    expect(IMAGE_MESSAGES.en.imageTooHeavy).toBe('Image too heavy (5 MB maximum).');
    expect(IMAGE_MESSAGES.fr.imageTooHeavy).toBe('Image trop lourde (5 Mo maximum).');
    expect(IMAGE_MESSAGES.en.invalidAttachmentFormat).toMatch(/^Invalid attachment format/);
  });

  it('stores a square picture and a 3:1 banner', () => {
    expect(PROFILE_IMAGE_SIZES.picture).toEqual({ width: 400, height: 400 });
    expect(PROFILE_IMAGE_SIZES.banner).toEqual({ width: 1500, height: 500 });
  });
});
