import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const declared = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

type Installed = { name: string; version: string; node: string | undefined; where: string };

/** Every package under node_modules, nested copies included. */
function* installedPackages(dir: string): Generator<Installed> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(folder);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: unknown };
      };
      const node = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
      yield { name: pkg.name ?? entry.name, version: pkg.version ?? '?', node, where: folder };
    }
    yield* installedPackages(path.join(folder, 'node_modules'));
  }
}

describe('Node versions', () => {
  it('declares the supported Node lines in package.json', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    for (const version of ['20.19.0', '22.13.0', '24.0.0']) {
      expect(semver.satisfies(version, declared)).toBe(true);
    }
  });

  // npm install warns (EBADENGINE) when a dependency does not support the running Node; this
  // keeps every declared version clear of that, for every installed package.
  it('installs no package whose engines exclude a Node version the project supports', () => {
    const excluding = [...installedPackages(path.join(root, 'node_modules'))]
      .filter((pkg) => pkg.node !== undefined && !semver.subset(declared, pkg.node))
      .map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.node}`);
    expect(excluding).toEqual([]);
  });
});
