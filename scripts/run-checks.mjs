// `npm run check`, the first step of `npm test`: the npm scripts named on the command line, as many at a time as the
// machine has cores. Each is a single-threaded program (tsc, eslint, prettier), so on the 2-core CI machine the four
// checks took 32 s side by side against 54 s one after another. Each script's output is printed whole when it ends,
// so lines never interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const queue = [...scripts];
const failed = [];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const status = code === 0 ? 'passed' : `failed (exit code ${code})`;
      process.stdout.write(`\n> ${script}: ${status}\n${Buffer.concat(output).toString()}`);
      if (code !== 0) {
        failed.push(script);
      }
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), scripts.length) }, async () => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
      await run(script);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
