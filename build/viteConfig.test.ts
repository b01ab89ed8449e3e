import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, UserConfigFnPromise } from 'vite';

/** The site's Vite configuration as a build asks for it, with the environment stubbed. */
async function configFor(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = (await import('../vite.config.ts')) as { default: UserConfigFnPromise };
  return config({ command: 'build', mode: 'production' } satisfies ConfigEnv);
}

describe('the build configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a build of the shop without its public origin', async () => {
    await expect(configFor({ VITE_SITE_URL: '', VITE_USE_MOCKS: 'false', STORYBOOK: '' })).rejects.toThrow(
      /VITE_SITE_URL is required/,
    );
  });

  it("takes Storybook's static build, which runs on the mock backend and names no origin (`npm run build-storybook`)", async () => {
    await expect(configFor({ VITE_SITE_URL: '', VITE_USE_MOCKS: 'false', STORYBOOK: 'true' })).resolves.toHaveProperty('plugins');
  });
});
