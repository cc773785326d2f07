// `npm start`: builds what is out of date (web app, server bundle), then runs the embedded product.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function stale(output, ...sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

if (stale(join(root, 'web/dist/index.html'), 'web', 'functions/src/domain')) {
  console.log('Building the web app…');
  execSync('npm run build -w web --silent', { cwd: root, stdio: 'inherit' });
}
if (stale(join(root, 'functions/dist/local/main.js'), 'functions/src', 'session-host/src')) {
  console.log('Building the server…');
  execSync('npm run build -w functions --silent', { cwd: root, stdio: 'inherit' });
}

await import(join(root, 'functions/dist/local/main.js'));
