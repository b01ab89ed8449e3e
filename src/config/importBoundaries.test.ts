import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way import rules (README "Conventions") are enforced: a probe file that imports across a boundary,
 * through the project's aliases or a relative path, makes lint fail. Before the TypeScript resolver,
 * `import/no-restricted-paths` silently skipped every aliased import.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules that guard a boundary: by resolved path, and by what the import says. */
const boundaryRules = new Set([
  'import/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId)).map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a component importing a page by alias',
      'src/components/ui/Probe.tsx',
      "import { BookPage } from '@/pages/book/BookPage';\nexport const x = BookPage;\n",
    ],
    [
      'a component importing a machine by alias',
      'src/components/ui/Probe.tsx',
      "import { cartMachine } from '@machines/commerce';\nexport const x = cartMachine;\n",
    ],
    [
      'a component importing a rule of the core relatively',
      'src/components/commerce/Probe.tsx',
      "import { priceCents } from '../../../machines/commerce';\nexport const x = priceCents;\n",
    ],
    [
      'src code importing a file of a domain past its door',
      'src/features/commerce/Probe.ts',
      "import { cartMachine } from '@machines/commerce/cart.machine';\nexport const x = cartMachine;\n",
    ],
    [
      'src code importing a rule module past its door',
      'src/api/probe.ts',
      "import { priceCents } from '@machines/commerce/rules';\nexport const x = priceCents;\n",
    ],
    [
      'src code importing the core by a relative path',
      'src/lib/probe.ts',
      "import { TIMINGS } from '../../machines/shared';\nexport const x = TIMINGS;\n",
    ],
    [
      'a story importing a file of a domain past its door',
      'stories/flows/commerce/Probe.stories.tsx',
      "import { cartMachine } from '@machines/commerce/cart.machine';\nexport const x = cartMachine;\n",
    ],
    [
      'the mocks reaching into the core relatively',
      'mocks/handlers/probe.ts',
      "import { TIMINGS } from '../../machines/shared/constants';\nexport const x = TIMINGS;\n",
    ],
    [
      'the shop importing the admin',
      'src/features/commerce/Probe.ts',
      "import { adminConfig } from '@/admin/config';\nexport const x = adminConfig;\n",
    ],
    [
      'the admin importing a page',
      'src/admin/previews/Probe.tsx',
      "import { Component } from '@/pages/book/BookPage';\nexport const x = Component;\n",
    ],
    ['the admin importing the shell', 'src/admin/Probe.tsx', "import { App } from '@/app/App';\nexport const x = App;\n"],
    [
      'a page importing a machine through its door',
      'src/pages/login/Probe.tsx',
      "import { loginMachine } from '@machines/auth';\nexport const x = loginMachine;\n",
    ],
    [
      'a page importing a type of the core',
      'src/pages/wishlist/Probe.tsx',
      "import type { ProductType } from '@machines/commerce';\nexport const x: ProductType = 'book';\n",
    ],
    [
      'a page importing the core relatively',
      'src/pages/home/Probe.tsx',
      "import { TIMINGS } from '../../../machines/shared';\nexport const x = TIMINGS;\n",
    ],
    [
      'a component importing the API relatively',
      'src/components/ui/Probe.tsx',
      "import { request } from '../../api/client';\nexport const x = request;\n",
    ],
    [
      'a component importing a feature',
      'src/components/ui/Probe.tsx',
      "import { useAuth } from '@/features/auth';\nexport const x = useAuth;\n",
    ],
    [
      'a component importing the app shell',
      'src/components/ui/Probe.tsx',
      "import { appRoutes } from '@/app/routes';\nexport const x = appRoutes;\n",
    ],
    [
      'a machine importing a feature',
      'machines/probe.ts',
      "import { useCart } from '@/features/commerce';\nexport const x = useCart;\n",
    ],
    [
      'a machine importing a page',
      'machines/probe.ts',
      "import { BookPage } from '@/pages/book/BookPage';\nexport const x = BookPage;\n",
    ],
    [
      'a machine importing the API by alias',
      'machines/probe.ts',
      "import { obtainToken } from '@/api/auth';\nexport const x = obtainToken;\n",
    ],
    [
      'a machine importing the API relatively',
      'machines/probe.ts',
      "import { request } from '../src/api/client';\nexport const x = request;\n",
    ],
    [
      'a machine importing src/lib by alias',
      'machines/commerce/probe.ts',
      "import { store } from '@/lib/storage';\nexport const x = store;\n",
    ],
    [
      'a machine importing src/config relatively',
      'machines/shared/probe.ts',
      "import { BREAKPOINTS } from '../../src/config/constants';\nexport const x = BREAKPOINTS;\n",
    ],
    [
      'a machine test importing the mock server',
      'machines/probe.test.ts',
      "import { server } from '../mocks/node';\nexport const x = server;\n",
    ],
    [
      'a page importing another page folder by alias',
      'src/pages/book/Probe.tsx',
      "import { Component } from '@/pages/course/CoursePage';\nexport const x = Component;\n",
    ],
    [
      'a page importing another page folder relatively',
      'src/pages/launch/Probe.tsx',
      "import { Component } from '../immersion/ImmersionDetailsPage';\nexport const x = Component;\n",
    ],
    [
      'auth depending on commerce',
      'src/features/auth/Probe.tsx',
      "import { useCart } from '../commerce';\nexport const x = useCart;\n",
    ],
    [
      'a feature importing a page',
      'src/features/commerce/Probe.tsx',
      "import { Component } from '@/pages/cart/CartPage';\nexport const x = Component;\n",
    ],
    [
      'app code importing the mocks',
      'src/app/probe.ts',
      "import { handlers } from '@mocks/handlers';\nexport const x = handlers;\n",
    ],
    [
      'app code importing the build',
      'src/app/boot/probe.ts',
      "import { securityHeaders } from '../../../build/deploy';\nexport const x = securityHeaders;\n",
    ],
  ])(
    '%s fails lint',
    async (_name, file, code) => {
      expect(await restrictedImports(file, code)).not.toEqual([]);
    },
    30_000,
  );

  it('a browser module importing a Node module fails lint; a test, or the build, may', async () => {
    const lint = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-nodejs-modules');
    };
    expect(await lint('src/lib/probe.ts', "import fs from 'node:fs';\nexport const x = fs;\n")).not.toEqual([]);
    const crypto = "import { createHash } from 'crypto';\nexport const x = createHash;\n";
    expect(await lint('src/app/Probe.tsx', crypto)).not.toEqual([]);
    expect(await lint('src/lib/probe.test.ts', "import fs from 'node:fs';\nexport const x = fs;\n")).toEqual([]);
    expect(await lint('build/probe.ts', "import fs from 'node:fs';\nexport const x = fs;\n")).toEqual([]);
  }, 30_000);

  it('the build importing the app passes', async () => {
    const code = "import { appRoutes } from '@/app/routes';\nexport const x = appRoutes;\n";
    expect(await restrictedImports('build/prerender/probe.ts', code)).toEqual([]);
  }, 30_000);

  it('an allowed import passes', async () => {
    const code = "import { theme } from '@/theme';\nexport const x = theme;\n";
    expect(await restrictedImports('src/components/ui/Probe.tsx', code)).toEqual([]);
  }, 30_000);

  it("a domain's door passes, for a feature, a story, the mocks and a machine's test fixtures", async () => {
    const door = "import { cartMachine } from '@machines/commerce';\nexport const x = cartMachine;\n";
    expect(await restrictedImports('src/features/commerce/Probe.ts', door)).toEqual([]);
    expect(await restrictedImports('stories/flows/commerce/Probe.stories.tsx', door)).toEqual([]);
    expect(await restrictedImports('mocks/handlers/probe.ts', door)).toEqual([]);
    const fixtures =
      "import { validRegisterValues } from '@machines/auth/register.machine.fixtures';\nexport const x = validRegisterValues;\n";
    expect(await restrictedImports('src/features/auth/probe.test.ts', fixtures)).toEqual([]);
  }, 30_000);

  it('a component may name a type of the core', async () => {
    const code = "import type { ProductType } from '@machines/commerce';\nexport const x: ProductType = 'book';\n";
    expect(await restrictedImports('src/components/commerce/Probe.tsx', code)).toEqual([]);
  }, 30_000);

  it('inside machines/, a domain imports another through its door or its files', async () => {
    const code =
      "import { TIMINGS } from '../shared';\nimport { COMMERCE } from '../shared/constants';\nexport const x = [TIMINGS, COMMERCE];\n";
    expect(await restrictedImports('machines/commerce/probe.ts', code)).toEqual([]);
  }, 30_000);

  it("a page reaching into a feature's files fails lint; its index passes", async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/pages/home/Probe.tsx') });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    };
    expect(
      await lint(
        "import { ContactFormContainer } from '@/features/contact/ContactFormContainer';\nexport const x = ContactFormContainer;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint("import { ContactFormContainer } from '@/features/contact';\nexport const x = ContactFormContainer;\n"),
    ).toEqual([]);
  }, 30_000);

  it('a machine importing React fails lint; xstate passes', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'machines/probe.ts') });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    };
    expect(await lint("import { useState } from 'react';\nexport const x = useState;\n")).not.toEqual([]);
    expect(await lint("import { useMachine } from '@xstate/react';\nexport const x = useMachine;\n")).not.toEqual([]);
    expect(await lint("import { setup } from 'xstate';\nexport const x = setup;\n")).toEqual([]);
  }, 30_000);

  it('a page may import a file of its own folder', async () => {
    const code = "import { ImmersionFormatCards } from './ImmersionCards';\nexport const x = ImmersionFormatCards;\n";
    expect(await restrictedImports('src/pages/immersion/Probe.tsx', code)).toEqual([]);
  }, 30_000);
});
