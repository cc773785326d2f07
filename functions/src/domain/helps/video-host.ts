/**
 * The video-hosting service of the help videos (spec 2 §2: thumbnails and embeds come from it, by the video
 * code): YouTube, its player in privacy-enhanced mode (docs/decisions/035). The Content-Security-Policy allows
 * exactly these two origins (functions/src/http/security-headers.ts), and the web app builds its URLs here.
 */
export const VIDEO_THUMBNAIL_ORIGIN = 'https://img.youtube.com';
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_CODE = /^[A-Za-z0-9_-]{11}$/;

/** The 16:9 thumbnail (320×180) of a video. */
export const videoThumbnailUrl = (code: string) =>
  `${VIDEO_THUMBNAIL_ORIGIN}/vi/${encodeURIComponent(code)}/mqdefault.jpg`;

/** The player of a video, for an iframe. */
export const videoEmbedUrl = (code: string) => `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(code)}`;

const LINK =
  /(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/))([A-Za-z0-9_-]{11})/;

/** The code of a pasted YouTube link (watch, share, embed, shorts), or the text as typed. */
export function videoCodeOf(text: string): string {
  const trimmed = text.trim();
  return LINK.exec(trimmed)?.[1] ?? trimmed;
}
