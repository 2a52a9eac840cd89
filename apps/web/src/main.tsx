import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The common texts (a few hundred bytes) arrive before the first paint, so no screen ever
// flashes untranslated keys; every other namespace loads with its screen.
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
