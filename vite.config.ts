import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Mocks are on unless a real API base URL is configured (an explicit VITE_USE_MOCKS wins).
 * The flag is a compile-time constant so a real-backend build drops MSW and the mock-only pages.
 */
export function mocksEnabled(env: Record<string, string | undefined>): boolean {
  if (env.VITE_USE_MOCKS) return env.VITE_USE_MOCKS === 'true';
  return !env.VITE_API_BASE_URL;
}

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    __USE_MOCKS__: JSON.stringify(mocksEnabled({ ...loadEnv(mode, dirname, 'VITE_'), ...pickViteEnv(process.env) })),
  },
  resolve: {
    alias: {
      '@': path.resolve(dirname, 'src'),
      '@machines': path.resolve(dirname, 'machines'),
      '@mocks': path.resolve(dirname, 'mocks'),
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id))
            return 'react';
          if (/node_modules\/(styled-components|@emotion|stylis|shallowequal|tslib)\//.test(id)) return 'styles';
          if (
            /node_modules\/(i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector|html-parse-stringify|void-elements)\//.test(
              id,
            )
          )
            return 'i18n';
          if (/node_modules\/(xstate|@xstate|use-sync-external-store)\//.test(id)) return 'xstate';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
}));

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && typeof e[1] === 'string'),
  );
}
