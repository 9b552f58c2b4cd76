import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@domain/shared/errors';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';

/**
 * After an in-app navigation, move focus to the new page's title so screen-reader and keyboard
 * users start there (the first load keeps the browser's own focus).
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = document.querySelector<HTMLElement>('[data-route-focus]') ?? document.getElementById('main-content');
    target?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** The root route: focus and scroll handling around every page. */
export default function RootRoute() {
  return (
    <>
      <RouteFocus />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Last-resort error page for a route that failed to render or load (e.g. a stale deploy chunk). */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="fatal-error" role="alert">
      <Logo />
      <h1>{MESSAGES.somethingWentWrong}</h1>
      <p>We couldn’t show this page. Reloading usually fixes it.{detail ? ` (${detail})` : ''}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
