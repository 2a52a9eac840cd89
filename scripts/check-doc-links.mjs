#!/usr/bin/env node
// Checks that every relative link in the project's Markdown resolves: README.md, SECURITY.md,
// every README under apps/ and packages/, and docs/**/*.md. A link to a file must name a file or
// folder that exists; a link with #anchor into a Markdown file must name one of its headings
// (GitHub's slugs). Links in code blocks and inline code, and absolute URLs, are not checked.
//
//   node scripts/check-doc-links.mjs          # prints each broken link, exits 1 when there is one
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function markdownUnder(dir) {
  const found = [];
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...markdownUnder(path));
    else if (entry.name.endsWith('.md')) found.push(path);
  }
  return found;
}

function files() {
  const list = ['README.md', 'SECURITY.md'].map((f) => join(root, f)).filter((f) => existsSync(f));
  list.push(...markdownUnder(join(root, 'docs')));
  for (const top of ['apps', 'packages']) {
    for (const md of markdownUnder(join(root, top))) if (md.endsWith('README.md')) list.push(md);
  }
  return list;
}

/** The text outside fenced code blocks and inline code, line numbers kept. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(path) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const broken = [];
let checked = 0;
for (const file of files()) {
  const lines = proseLines(readFileSync(file, 'utf8'));
  lines.forEach((line, index) => {
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      checked += 1;
      const [pathPart, anchor] = target.split('#');
      const where = `${relative(root, file)}:${index + 1}`;
      const resolved = pathPart ? resolve(dirname(file), decodeURIComponent(pathPart)) : file;
      if (!existsSync(resolved)) {
        broken.push(`${where}: ${target} (no such file)`);
        continue;
      }
      if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsOf(resolved).has(anchor)) broken.push(`${where}: ${target} (no such heading)`);
      }
    }
  });
}

for (const line of broken) console.log(line);
console.log(`${checked} relative links checked, ${broken.length} broken`);
process.exitCode = broken.length ? 1 : 0;
