import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { ButtonLink } from '../../components/ui/Button';
import { LanguageSwitch } from '../../features/settings/components/LanguageSwitch';
import { ThemeToggle } from '../../features/settings/components/ThemeToggle';
import { paths } from '../../lib/paths';
import { SiteFooter } from './site-footer';
import { SiteMenu } from './site-menu';
import { Actions, Main, ResponsiveLabel, SkipLink, Spacer, TopBar } from './top-bar';
import { useRouteHandle } from './use-route-handle';

/** For visitors: logo, the site menu, language and theme, log in (via /login/check) and sign up. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { fullHeight } = useRouteHandle();
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <TopBar>
        <Logo label={t('app.homeLabel')} compact />
        <SiteMenu />
        <Spacer />
        <Actions>
          <LanguageSwitch />
          <ThemeToggle />
          <ButtonLink to={paths.loginCheck} variant="ghost" size="sm" data-testid="header-login">
            <ResponsiveLabel full={t('nav.login')} short={t('nav.loginShort')} />
          </ButtonLink>
          <ButtonLink to={paths.signup} size="sm" data-testid="header-signup">
            <ResponsiveLabel full={t('nav.signup')} short={t('nav.signupShort')} />
          </ButtonLink>
        </Actions>
      </TopBar>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {!fullHeight && <SiteFooter />}
    </>
  );
}
