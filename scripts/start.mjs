// `npm start`: build the app if needed, then run the server (embedded database unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), 'start', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
