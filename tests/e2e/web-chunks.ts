import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built web app (`npm run build -w web`) and the chunk map Vite writes beside it (`build.manifest`). */
export const WEB_DIST = new URL('../../web/dist/', import.meta.url).pathname;

interface ManifestChunk {
  file: string;
  /** The chunk's name: its entry module's file name without the extension. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page's entry in the manifest: the HTML file that loads the app. */
export const ENTRY = 'index.html';

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Gzipped size of one built file, as a server compressing it would send it (zlib's default level). */
export function gzipSize(file: string, dist = WEB_DIST): number {
  return gzipSync(readFileSync(join(dist, file))).length;
}

/**
 * The JS files a browser fetches to run the given modules: each module's chunk and every chunk it imports
 * statically, transitively. A module that is not a chunk of its own is already inside one of the others (the
 * entry's, when nothing imports it lazily), so it adds nothing.
 */
export function jsFilesFor(manifest: Manifest, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(chunkKey(manifest, module));
  return files;
}

/**
 * The manifest key of a lazily loaded module's chunk: the module's path, or, when other lazy chunks import from
 * that chunk too (so Rollup gives it no facade and Vite keys it by file name), the dynamic entry chunk named
 * after the module. A module found neither way throws, so a size is never summed without it.
 */
export function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]!.isDynamicEntry && manifest[key]!.name === name,
  );
  if (keys.length !== 1) throw new Error(`${module}: no chunk of its own in the build manifest`);
  return keys[0]!;
}

/** The summed gzipped size of the files, in bytes. */
export function gzipTotal(files: Iterable<string>, dist = WEB_DIST): number {
  let total = 0;
  for (const file of files) total += gzipSize(file, dist);
  return total;
}

/**
 * What each first page needs before it can show itself (docs/decisions/032): the entry (React, the router, the
 * session, the active language, the home route) and, for the dashboard, the shell and the dashboard page. The
 * chart library and the calendar load after the dashboard shows (a lazy part of the page); every other page loads
 * on navigation.
 */
export const FIRST_LOAD = {
  // The login page is in the entry: it is the first page of every new session.
  login: [ENTRY],
  // The home route is in the entry (the router imports it): it chooses the dashboard or the to-do page.
  dashboard: [ENTRY, 'src/app/layout/shell.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
} as const;

/** Kilobytes of 1,000 bytes, as Vite prints them. */
export const kB = (bytes: number) => Math.round(bytes / 100) / 10;
