// The npm mirror this project is built from serves only the packages for this platform, so
// `npm install` leaves other platforms' optional binaries (canvas, rollup) out of the lock
// file, and `npm ci` then refuses the lock as out of sync. This adds lock entries for them,
// with their os/cpu/libc, so `npm ci` skips them on a non-matching machine (as it always does).
// Run after changing dependencies: node tools/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const platform = (name) => {
  const m = /-(android|darwin|linux|win32|freebsd|openbsd|openharmony)-([a-z0-9]+)(?:-(gnueabihf|musleabihf|gnu|musl|msvc|eabi))?$/.exec(name);
  if (!m) throw new Error(`no platform in ${name}`);
  const [, os, cpu, abi] = m;
  const entry = { os: [os], cpu: [cpu === 'arm' ? 'arm' : cpu] };
  if (os === 'linux' && abi) entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
};
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (!/^@(napi-rs\/canvas|rollup\/rollup)-/.test(dep)) continue;
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, ...platform(dep), dev: path.includes('rollup') || undefined, optional: true };
    if (!lock.packages[key].dev) delete lock.packages[key].dev;
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
