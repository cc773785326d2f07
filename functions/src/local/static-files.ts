import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
};

/** The built SPA: real files by path, `index.html` for every client-side route. */
export function serveSpa(webDir: string) {
  return async (request: Request): Promise<Response> => {
    const pathname = decodedPath(request.url);
    if (pathname === undefined) return new Response('Bad request: malformed path', { status: 400 });
    const file = normalize(join(webDir, pathname));
    if (!file.startsWith(webDir + sep) && file !== webDir) return new Response('Not found', { status: 404 });
    const found = await stat(file).catch(() => undefined);
    if (found?.isFile()) {
      const immutable = pathname.startsWith('/assets/');
      return new Response(await readFile(file), {
        headers: {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
      });
    }
    if (extname(pathname)) return new Response('Not found', { status: 404 });
    const index = await readFile(join(webDir, 'index.html')).catch(() => undefined);
    if (!index) return new Response('The web app is not built: run `npm run build`.', { status: 503 });
    return new Response(index, { headers: { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' } });
  };
}

/** The request's path with its %-escapes decoded, or undefined when they are not valid UTF-8 (`/%ff`). */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}
