// `npm start`: builds what changed since the last build (web app, server bundle), then runs the embedded product.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { inputsOf, isStale, recordBuild, TARGETS } from './build-state.mjs';
import { exitIfMissing, findJava } from './tools.mjs';

const root = new URL('..', import.meta.url).pathname;

// Before building: a machine without Java hears so in one line, not after a build it cannot use.
await exitIfMissing(findJava);

const builds = [
  { target: TARGETS.web, message: 'Building the web app…', command: 'npm run build -w web --silent' },
  { target: TARGETS.server, message: 'Building the server…', command: 'npm run build -w functions --silent' },
];
for (const { target, message, command } of builds) {
  const inputs = inputsOf(root, target);
  if (!isStale(root, target, inputs)) continue;
  console.log(message);
  execSync(command, { cwd: root, stdio: 'inherit' });
  recordBuild(root, target, inputs);
}

await import(join(root, 'functions/dist/local/main.js'));
