import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from './static-files.js';

let spa: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'balcao-spa-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Balcão</title>');
  spa = serveSpa(dir);
});

describe('the built web app', () => {
  it('answers index.html for a client-side route', async () => {
    const res = await spa(new Request('http://localhost/tickets/abc'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Balcão');
  });

  it.each(['/%ff', '/%E0%A4%A', '/assets/%c0%af.js'])(
    'answers 400 with a body for the malformed path %s',
    async (path) => {
      const res = await spa(new Request(`http://localhost${path}`));
      expect(res.status).toBe(400);
      expect(await res.text()).not.toBe('');
    },
  );

  it('refuses a path that climbs out of the web folder', async () => {
    const res = await spa(new Request('http://localhost/..%2f..%2f..%2fetc%2fpasswd'));
    expect(res.status).toBe(404);
  });
});
