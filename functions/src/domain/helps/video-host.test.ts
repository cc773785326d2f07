import { describe, expect, it } from 'vitest';
import { HelpInput } from './schema.js';
import { videoCodeOf, videoEmbedUrl, videoThumbnailUrl } from './video-host.js';

describe('the help videos’ host', () => {
  it('takes the code out of the links a person copies from YouTube', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      '  dQw4w9WgXcQ  ',
    ]) {
      expect(videoCodeOf(link), link).toBe('dQw4w9WgXcQ');
    }
  });

  it('leaves any other text as typed, for the schema to refuse', () => {
    expect(videoCodeOf('https://vimeo.com/123456')).toBe('https://vimeo.com/123456');
    const refused = HelpInput.safeParse({ title: 'Vimeo', video: 'https://vimeo.com/123456' });
    expect(refused.success).toBe(false);
    expect(HelpInput.safeParse({ title: 'Curto', video: 'abc' }).success).toBe(false);
    expect(HelpInput.safeParse({ title: 'Injeção', video: 'abc/../x?yz' }).success).toBe(false);
  });

  it('builds the thumbnail and player URLs on the two origins the page’s policy allows', () => {
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
