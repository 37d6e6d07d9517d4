import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n } from './lib/i18n/i18n.client';

// Translations load first so the hydrated page shows the same texts the server rendered.
initClientI18n()
  .catch((error: unknown) => {
    console.error('Translations could not be loaded', error);
  })
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
