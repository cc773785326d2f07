import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoThumbnailUrl } from '../domain/helps/video-host.js';
import { webContentSecurityPolicy } from './security-headers.js';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the web app’s Content-Security-Policy', () => {
  it('allows exactly the video host’s thumbnail origin for images and its player origin for frames', () => {
    const policy = directives(webContentSecurityPolicy({ media: ['https://media.example'] }));
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:', 'https://media.example', 'https://img.youtube.com']);
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows the very origins the help page loads its thumbnails and player from', () => {
    const policy = directives(webContentSecurityPolicy());
    expect(policy['img-src']).toContain(new URL(videoThumbnailUrl('dQw4w9WgXcQ')).origin);
    expect(policy['frame-src']).toEqual([new URL(videoEmbedUrl('dQw4w9WgXcQ')).origin]);
  });
});
