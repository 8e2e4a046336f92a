import { describe, expect, it } from 'vitest';
import { isYoutubeEmbed, youtubeEmbedUrl } from './youtube.ts';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl (spec 1 §5 Blog: videos from YouTube only)', () => {
  it('reads the usual addresses of a video', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(EMBED);
    expect(youtubeEmbedUrl(' https://youtu.be/dQw4w9WgXcQ ')).toBe(EMBED);
    expect(youtubeEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(EMBED);
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(EMBED);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(EMBED);
  });

  it('refuses other sites, other schemes and malformed ids', () => {
    expect(youtubeEmbedUrl('https://vimeo.com/123456')).toBeNull();
    expect(youtubeEmbedUrl('https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeEmbedUrl('not a url')).toBeNull();
  });

  it('knows the embed addresses the server keeps', () => {
    expect(isYoutubeEmbed(EMBED)).toBe(true);
    expect(isYoutubeEmbed('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isYoutubeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
  });
});
