#!/usr/bin/env node
// Runs package scripts at the same time: `node .ci/run-parallel.mjs test:backend test:e2e`.
// Each line a script prints is prefixed with its name; every script runs to its end even when another
// fails (a failure never hides the others' results), then a summary gives each one's outcome and time,
// and the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node .ci/run-parallel.mjs <script> [<script> …]');
  process.exit(2);
}
const pnpm = join(root, 'node_modules', '.bin', 'pnpm');
const width = Math.max(...scripts.map((name) => name.length));

function prefixLines(name, stream, write) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(`[${name.padEnd(width)}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) write(`[${name.padEnd(width)}] ${pending}\n`);
  });
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(pnpm, ['run', name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    prefixLines(name, child.stdout, (text) => process.stdout.write(text));
    prefixLines(name, child.stderr, (text) => process.stderr.write(text));
    child.on('error', (error) => resolve({ name, code: 1, seconds: 0, error: error.message }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = await Promise.all(scripts.map(run));
console.log('');
for (const result of results) {
  console.log(`${result.code === 0 ? 'passed' : 'FAILED'}  ${result.name.padEnd(width)}  ${result.seconds} s${result.error ? `  (${result.error})` : ''}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
