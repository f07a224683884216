/** Every client route in one place, so features can link without knowing each other. */
export const paths = {
  home: '/',
  loginCheck: '/login/check',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  signupUser: '/signup/user',
  signupVerify: '/signup/verify',
  rememberPassword: '/remember/password',
  rememberPasswordVerify: '/remember/password/verify',
  explore: '/chats',
  newChat: '/chats/new',
  myChats: '/chats/me',
  chat: (chatId: string) => `/chats/${encodeURIComponent(chatId)}`,
  profile: (username: string) => `/users/profile/${encodeURIComponent(username)}`,
  error: (code: 404 | 502 | 503) => `/error/${code}`,
  legal: {
    terms: '/legal/terms',
    privacy: '/legal/privacy',
    cookies: '/legal/cookies',
  },
} as const;
