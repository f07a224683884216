import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { ErrorCodeRoute, NotFoundRoute, RootError, RouteError } from './error-page';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/use-route-handle';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

// Every page is its own chunk, so the landing route only downloads what it shows.
const Landing = lazy(() => import('./routes/landing/landing'));
const LoginCheck = lazy(() => import('./routes/auth/login-check'));
const Login = lazy(() => import('./routes/auth/login'));
const Logout = lazy(() => import('./routes/auth/logout'));
const Signup = lazy(() => import('./routes/auth/signup'));
const SignupProfessional = lazy(() => import('./routes/auth/signup-professional'));
const SignupVerify = lazy(() => import('./routes/auth/signup-verify'));
const RememberPassword = lazy(() => import('./routes/auth/remember-password'));
const ResetPassword = lazy(() => import('./routes/auth/reset-password'));
const NewChat = lazy(() => import('./routes/chats/new-chat'));
const MyChats = lazy(() => import('./routes/chats/my-chats'));
const Explore = lazy(() => import('./routes/chats/explore'));
const Chat = lazy(() => import('./routes/chats/chat'));
const Profile = lazy(() => import('./routes/profile'));
const Diary = lazy(() => import('./routes/diary'));
const Notifications = lazy(() => import('./routes/notifications'));
const Admin = lazy(() => import('./routes/admin/admin'));
const ProfessionalSearch = lazy(() => import('./routes/professionals/search'));
const ProfessionalDirectory = lazy(() => import('./routes/professionals/directory'));
const Legal = lazy(() => import('./routes/legal/legal'));
const NewsletterToken = lazy(() => import('./routes/newsletter/newsletter-token'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      {
        // Route errors render here, inside the layout that matches the session.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Landing />, handle: { footerInApp: true } satisfies RouteHandle },
          { path: '/login/check', element: <LoginCheck /> },
          { path: '/login', element: <Login /> },
          { path: '/logout', element: <Logout /> },
          { path: '/signup', element: <Signup /> },
          { path: '/signup/user', element: <Signup /> },
          { path: '/signup/professional', element: <SignupProfessional /> },
          { path: '/signup/verify', element: <SignupVerify /> },
          { path: '/remember/password', element: <RememberPassword /> },
          { path: '/remember/password/verify', element: <ResetPassword /> },
          { path: '/chats', element: <Explore /> },
          { path: '/chats/new', element: <RequireAuth><NewChat /></RequireAuth> },
          { path: '/chats/me', element: <RequireAuth><MyChats /></RequireAuth> },
          { path: '/chats/:chatId', element: <Chat />, handle: { fullHeight: true } satisfies RouteHandle },
          { path: '/users/profile/:username', element: <RequireAuth><Profile /></RequireAuth> },
          { path: '/diary', element: <RequireAuth><Diary /></RequireAuth> },
          { path: '/notifications', element: <RequireAuth><Notifications /></RequireAuth> },
          { path: '/admin', element: <RequireAdmin><Admin /></RequireAdmin> },
          { path: '/professionals/search', element: <RequireAuth><ProfessionalSearch /></RequireAuth> },
          { path: '/professionals', element: <RequireAuth><ProfessionalDirectory /></RequireAuth> },
          { path: '/legal/terms', element: <Legal page="terms" /> },
          { path: '/legal/privacy', element: <Legal page="privacy" /> },
          { path: '/legal/cookies', element: <Legal page="cookies" /> },
          { path: '/newsletter/confirm', element: <NewsletterToken action="confirm" /> },
          { path: '/newsletter/unsubscribe', element: <NewsletterToken action="unsubscribe" /> },
          { path: '/error/:code', element: <ErrorCodeRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

registerNavigator((to, options) => {
  void router.navigate(to, options);
});
