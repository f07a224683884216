import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Container } from '../components/ui/Page';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { LayoutFrame } from './layouts/root-layout';

const Box = styled(Card)`
  text-align: center;
  padding: 2.5rem 1.5rem;
  h1 { font-size: 2.4rem; margin-bottom: 0.25rem; color: ${({ theme }) => theme.colors.primary}; }
  .code { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 1rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  .lead { color: ${({ theme }) => theme.colors.text}; font-size: 1.1rem; font-weight: 600; }
`;

const KNOWN = [404, 502, 503] as const;
type KnownCode = (typeof KNOWN)[number];
const isKnown = (code: number): code is KnownCode => (KNOWN as readonly number[]).includes(code);

/** A path that leads nowhere: say so plainly, with a way home (no "Oops", nothing went wrong). */
function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <Container $width="readable">
      <Box data-testid="not-found">
        <h1>{t('errors.notFoundTitle')}</h1>
        <p className="lead">{t('errors.notFoundBody')}</p>
        <ButtonLink to={paths.home} style={{ marginTop: '0.75rem' }}>
          {t('errors.goHome')}
        </ButtonLink>
      </Box>
    </Container>
  );
}

/** "Oops!", the unexpected-error message and the "under development" message, with the code if known. */
export function ErrorPage({ code }: { code?: number | null }) {
  const { t } = useTranslation();
  usePageTitle(t('errors.oops'));
  if (code === 404) return <NotFoundPage />;
  return (
    <Container $width="readable">
      <Box>
        <h1>{t('errors.oops')}</h1>
        {code ? <p className="code" data-testid="error-code">{t('errors.code', { code })}</p> : null}
        <p className="lead">{t('errors.unexpected')}</p>
        {code && isKnown(code) ? <p>{t(`errors.codes.${code}`)}</p> : null}
        <p>{t('errors.development')}</p>
        <ButtonLink to={paths.home} style={{ marginTop: '0.75rem' }}>
          {t('errors.goHome')}
        </ButtonLink>
      </Box>
    </Container>
  );
}

/** /error/:code */
export function ErrorCodeRoute() {
  const { code } = useParams();
  const value = Number(code);
  return <ErrorPage code={isKnown(value) ? value : 404} />;
}

/** Any unknown path. */
export function NotFoundRoute() {
  return <ErrorPage code={404} />;
}

/** A lazy page whose chunk is gone (a new version was deployed since this tab loaded). */
function isStaleChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload/i.test(error.message);
}

const RELOADED_KEY = 'psycare:stale-chunk-reload';

/** Rendered by the router when a route throws: inside the layout's outlet. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // After a deploy the old chunk names 404: load the new version once instead of showing the error.
  const stale = isStaleChunk(error) && sessionStorage.getItem(RELOADED_KEY) !== location.pathname;
  useEffect(() => {
    if (!stale) return;
    sessionStorage.setItem(RELOADED_KEY, location.pathname);
    location.reload();
  }, [stale]);
  if (stale) return null;
  const code = isRouteErrorResponse(error) ? error.status : null;
  return <ErrorPage code={code} />;
}

/** When the layout itself failed: the whole frame again, with the error page in it. */
export function RootError() {
  return (
    <LayoutFrame>
      <RouteError />
    </LayoutFrame>
  );
}
