import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
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
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'react';
          if (/node_modules\/(styled-components|@emotion|stylis|shallowequal|tslib)\//.test(id)) return 'styles';
          if (/node_modules\/(i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector|html-parse-stringify|void-elements)\//.test(id)) return 'i18n';
          if (/node_modules\/(xstate|@xstate|use-sync-external-store)\//.test(id)) return 'xstate';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
