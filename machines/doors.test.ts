import path from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import * as auth from './auth';
import * as commerce from './commerce';
import * as consent from './consent';
import * as contact from './contact';
import * as content from './content';
import * as home from './home';
import * as navigation from './navigation';
import * as shared from './shared';

/**
 * Each domain has one door, its index.ts, and a door costs nothing until a name is used: machines/package.json
 * declares the core free of side effects, so the bundler leaves out every module of a domain whose names a
 * chunk does not use. The app shell imports the session, cart and consent machines through the same doors as
 * the pages import the form machines, and without this the shell would carry every machine of those domains.
 * Bundled here as the app is built (Vite, with the app's alias), one entry at a time.
 */
const root = path.resolve(__dirname, '..');
const doors = { auth, commerce, consent, contact, content, home, navigation, shared };

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'config' in value && 'provide' in value;

const machinesOf = (door: object) =>
  Object.entries(door).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]));
const everyMachine = Object.entries(doors).flatMap(([domain, door]) =>
  machinesOf(door).map(([name, machine]) => ({ domain, name, id: machine.id })),
);

async function bundle(code: string): Promise<string> {
  const entry = '\0door-entry';
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@machines': path.join(root, 'machines') } },
    plugins: [{ name: 'door-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? code : null) }],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: entry,
        external: (id) => !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id) && !id.startsWith('@machines'),
      },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return (output?.output ?? []).map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

const machineIdsIn = (code: string) =>
  everyMachine.filter(({ id }) => new RegExp(`\\bid: "${id}"`).test(code)).map(({ id }) => id);

describe('one door per domain', () => {
  it('every door opens on its machines', () => {
    expect(everyMachine.map(({ name }) => name).sort()).toEqual(
      [
        'authSessionMachine',
        'booksShopMachine',
        'carouselMachine',
        'cartMachine',
        'checkoutMachine',
        'contactFormMachine',
        'cookieConsentMachine',
        'faqMachine',
        'galleryMachine',
        'loginMachine',
        'mockCheckoutMachine',
        'navMenusMachine',
        'paymentCancelledMachine',
        'profilePageMachine',
        'recoveryMachine',
        'registerMachine',
        'resetPasswordMachine',
        'rotationMachine',
        'wishlistMachine',
      ].sort(),
    );
  });

  it.each(Object.keys(doors))(
    'a chunk that imports @machines/%s and uses nothing carries none of it',
    async (domain) => {
      const code = await bundle(`import '@machines/${domain}';`);
      expect(machineIdsIn(code)).toEqual([]);
      expect(code).not.toMatch(/createMachine|\bsetup\(/);
    },
    30_000,
  );

  it.each(everyMachine.map((m) => [m.name, m.domain, m.id] as const))(
    'a chunk that uses %s carries no other machine',
    async (name, domain, id) => {
      const code = await bundle(`import { ${name} } from '@machines/${domain}';\nconsole.log(${name});\n`);
      expect(machineIdsIn(code)).toEqual([id]);
    },
    30_000,
  );
});
