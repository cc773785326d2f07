import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { languageReady } from './lib/i18n';
import { browserStorage } from './lib/storage';
import { applyTheme, initialTheme, systemPrefersDark } from './lib/theme';
import './styles/index.css';

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme(initialTheme(browserStorage(), systemPrefersDark()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// After the user's catalogue has arrived (English and Spanish are fetched; a failed fetch leaves Portuguese).
void languageReady
  .catch(() => {})
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
