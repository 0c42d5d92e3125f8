import { ESLint } from 'eslint';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/architecture.md: client → shared, server → shared; shared imports neither; client never imports server.
const eslint = new ESLint();

async function ruleMessages(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (filePath: string, code: string) =>
  ruleMessages('no-restricted-imports', filePath, code);
const restrictedPaths = (filePath: string, code: string) =>
  ruleMessages('import-x/no-restricted-paths', filePath, code);

describe('one-way imports', () => {
  // The first lint loads the parsers, the whole config and, for the cycle rule, every module behind
  // the two apps the tests import (seconds on a busy machine): that is set-up, so it happens here,
  // under the hook's time limit, and not inside the first test's.
  beforeAll(
    () =>
      eslint.lintText("import '../server/app';\nimport '../client/app';", {
        filePath: 'src/shared/warm-up.ts',
      }),
    60_000,
  );

  it('refuses server or client imports in shared, and Node or React there', async () => {
    expect(
      await restrictedImports(
        'src/shared/x.ts',
        "import { buildApp } from '../server/app';\nexport const a = buildApp;",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/shared/x.ts',
        "import { App } from '../client/app';\nexport const a = App;",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports('src/shared/x.ts', "import fs from 'node:fs';\nexport const a = fs;"),
    ).toHaveLength(1);
  });

  it('refuses server imports in the client and client imports in the server', async () => {
    expect(
      await restrictedImports(
        'src/client/x.ts',
        "import { buildApp } from '../server/app';\nexport const a = buildApp;",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/server/x.ts',
        "import { App } from '../client/app';\nexport const a = App;",
      ),
    ).toHaveLength(1);
  });

  it('allows both sides to import shared', async () => {
    const code = "import { formatPrice } from '../shared/format';\nexport const a = formatPrice;";
    expect(await restrictedImports('src/client/x.ts', code)).toEqual([]);
    expect(await restrictedImports('src/server/x.ts', code)).toEqual([]);
  });
});

describe('client feature boundaries', () => {
  const importing = (from: string) => `import * as other from '${from}';\nexport const a = other;`;

  it('refuses a feature importing another feature, with the alias or a relative path', async () => {
    const listingsFile = 'src/client/features/listings/x.ts';
    expect(
      await restrictedPaths(listingsFile, importing('@/client/features/messaging/api/keys')),
    ).toHaveLength(1);
    expect(await restrictedPaths(listingsFile, importing('../wtb/api/create-wtb'))).toHaveLength(1);
  });

  it('refuses a feature importing the app shell (pages, app.tsx)', async () => {
    const file = 'src/client/features/wtb/api/x.ts';
    expect(await restrictedPaths(file, importing('@/client/pages/home-page'))).toHaveLength(1);
    expect(await restrictedPaths(file, importing('@/client/app'))).toHaveLength(1);
  });

  it('allows its own folder, components/, lib/ and shared; the shell may import features', async () => {
    const file = 'src/client/features/messaging/components/x.ts';
    for (const allowed of [
      '@/client/features/messaging/api/keys',
      '@/client/components/ui/button',
      '@/client/lib/request',
      '@/shared/format',
    ]) {
      expect(await restrictedPaths(file, importing(allowed))).toEqual([]);
    }
    expect(
      await restrictedPaths(
        'src/client/pages/x.ts',
        importing('@/client/features/messaging/api/keys'),
      ),
    ).toEqual([]);
  });
});

describe('server module boundaries (decision 015)', () => {
  const importing = (from: string) => `import * as other from '${from}';\nexport const a = other;`;

  it("refuses another module's repository, also in a repository and for types only", async () => {
    const refused = [
      ['src/server/matching/repository.ts', '@/server/blocks/repository'],
      ['src/server/deals/service.ts', '@/server/offers/repository'],
      ['src/server/http/x.ts', '@/server/wtb/repository'],
      ['src/server/users/service.ts', '../moderation/audit-repository'],
    ];
    for (const [file, from] of refused) {
      expect(await restrictedPaths(file!, importing(from!))).toHaveLength(1);
    }
    const typeOnly =
      "import type { OfferRow } from '@/server/offers/repository';\nexport type A = OfferRow;";
    expect(await restrictedPaths('src/server/deals/service.ts', typeOnly)).toHaveLength(1);
  });

  it("refuses another module's other files, and its query parts outside repositories", async () => {
    expect(
      await restrictedPaths('src/server/offers/service.ts', importing('@/server/deals/repository')),
    ).toHaveLength(1);
    expect(
      await restrictedPaths(
        'src/server/matching/service.ts',
        importing('@/server/blocks/query-parts'),
      ),
    ).toHaveLength(1);
  });

  it('refuses a route asking another module, even its service', async () => {
    expect(
      await restrictedPaths('src/server/reviews/routes.ts', importing('@/server/users/service')),
    ).toHaveLength(1);
    expect(
      await restrictedPaths(
        'src/server/listings/read-routes.ts',
        importing('@/server/blocks/service'),
      ),
    ).toHaveLength(1);
  });

  it("allows services, query parts in repositories, infrastructure and auth's guards", async () => {
    const allowed = [
      ['src/server/deals/service.ts', '@/server/listings/change-service'],
      ['src/server/messaging/conversation-repository.ts', '@/server/blocks/query-parts'],
      ['src/server/matching/repository.ts', '@/server/wtb/query-parts'],
      ['src/server/wtb/routes.ts', '@/server/auth/plugin'],
      ['src/server/wtb/routes.ts', '@/server/http/viewer'],
      ['src/server/wtb/routes.ts', './service'],
      ['src/server/users/routes.ts', '@/server/uploads/upload-guard'],
    ];
    for (const [file, from] of allowed) {
      expect(await restrictedPaths(file!, importing(from!))).toEqual([]);
    }
  });
});

describe('no import cycle', () => {
  // The rule follows imports on disk, so the cycle is two real files, in a folder of their own.
  let root: string;
  let results: ESLint.LintResult[];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rotation-cycle-'));
    const server = path.join(root, 'src/server');
    await mkdir(server, { recursive: true });
    await writeFile(
      path.join(server, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b();\n",
    );
    await writeFile(
      path.join(server, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    await writeFile(path.join(server, 'c.ts'), "export const c = 'no cycle';\n");
    const fixtureLint = new ESLint({
      cwd: root,
      overrideConfigFile: path.resolve(import.meta.dirname, '../../eslint.config.js'),
    });
    // Loading the config again is set-up too, so the lint runs here, under the hook's time limit.
    results = await fixtureLint.lintFiles(['src/server']);
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('refuses two files that import each other, and accepts a file outside the cycle', () => {
    const cycles = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length,
      ]),
    );
    expect(cycles).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 0 });
  });
});
