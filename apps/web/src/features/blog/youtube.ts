/**
 * YouTube videos in articles (spec 1 §5 Blog "Video only from the YouTube service"): the
 * server keeps `<iframe>`s from YouTube's embed addresses only (platform/html.ts), so the
 * editor turns what a member pastes (a watch, short, youtu.be or embed address) into one.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;
const EMBED_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com']);

/** The embed address of a YouTube video from any of its usual addresses; null otherwise. */
export function youtubeEmbedUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'm.youtube.com' || EMBED_HOSTS.has(host)) {
    const [first, second] = url.pathname.slice(1).split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** Whether `src` is an embed address the server keeps (https, a YouTube host, /embed/). */
export function isYoutubeEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return (
      url.protocol === 'https:' &&
      EMBED_HOSTS.has(url.hostname) &&
      url.pathname.startsWith('/embed/')
    );
  } catch {
    return false;
  }
}
