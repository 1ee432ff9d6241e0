import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'nprogress/nprogress.css';
import './styles.css';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { initErrorReportingWhenIdle } from './lib/error-reporting';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The common catalogue is loaded before the first render: no page ever shows raw keys.
void initI18n()
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  })
  // Error reporting, when configured, is fetched after the first render: the first page never waits for it.
  .finally(() => void initErrorReportingWhenIdle());
