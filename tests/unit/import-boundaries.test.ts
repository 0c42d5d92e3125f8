import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md: client → shared, server → shared; shared imports neither; client never imports server.
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('one-way imports', () => {
  // The first lint loads the parsers and the whole config (seconds on a busy machine): that is
  // set-up, so it happens here, under the hook's time limit, and not inside the first test's.
  beforeAll(() => eslint.lintText('', { filePath: 'src/shared/warm-up.ts' }), 60_000);

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
