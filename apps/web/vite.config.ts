import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Single files of Chakra's theme (see src/lib/chakra-system.ts for why).
const chakraDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

// The API server the dev server forwards to; PAWDESK_API overrides it.
const apiTarget = process.env.PAWDESK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@chakra-ui\/theme-parts\/(.+)$/,
        replacement: `${join(chakraDir, 'dist', 'esm', 'theme')}/$1.js`,
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/login-size.mjs reads the manifest to measure what the login page loads.
    manifest: true,
    target: 'es2022',
  },
});
