import './styles/tokens.css';
import './styles/global.css';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import type { Route } from './+types/root';
import { ModalStackProvider } from './components/ui/modal/modal-stack';
import { ToastProvider } from './components/ui/toast/toast-provider';
import { RootErrorScreen } from './layouts/shell/root-error-screen';
import { useNonce } from './lib/load-context';
import { ErrorReporting } from './lib/observability/error-reporting';
import type { RootData } from './lib/routing/page-meta';

/**
 * The API client checks answers with zod, which otherwise probes `new Function` when its schemas
 * are built: the strict CSP (no 'unsafe-eval') reports that on every page. Set before any module.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The site's origin, for canonical and Open Graph URLs. */
export const loader = ({ request }: Route.LoaderArgs): RootData => ({
  origin: new URL(request.url).origin,
  error_reporting: process.env.SENTRY_DSN?.trim()
    ? {
        dsn: process.env.SENTRY_DSN.trim(),
        environment: process.env.SENTRY_ENVIRONMENT?.trim() || 'production',
      }
    : null,
});

/**
 * The app's one style sheet (`build.cssCodeSplit: false`), first in the head. `<Links />` writes it
 * too, but React puts the scripts' module preloads ahead of plain links, so on a slow connection
 * the sheet that blocks the first paint queued behind ~50 scripts. A sheet with a `precedence`
 * goes before them (docs/decisions/015-first-paint-and-first-load.md); the HTML carries one link
 * (decision 016 checked), so the browser loads it once.
 */
const FirstStyleSheet = () => {
  const framework = useContext(FrameworkContext);
  const sheets = framework?.manifest.routes.root?.css ?? [];
  return sheets.map((href) => <link key={href} rel="stylesheet" href={href} precedence="app" />);
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={i18n.language || 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <FirstStyleSheet />
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, before any module runs
          dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <ModalStackProvider>{children}</ModalStackProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <ErrorReporting />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorScreen error={error} />;
}
