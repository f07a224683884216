import type { z } from 'zod';
import type {
  LoginBody,
  LoginResponse,
  RegisterUserBody,
  RememberPasswordBody,
  ResetPasswordBody,
} from '../../../../../shared/api';
import { api } from '../../../lib/api';

export const authApi = {
  login: (body: z.infer<typeof LoginBody>) => api.post<LoginResponse>('/auth/login', body),
  logout: () => api.get<unknown>('/auth/logout'),
  registerUser: (body: RegisterUserBody) => api.post<unknown>('/auth/register/user', body),
  verifySignup: (token: string) => api.get<unknown>('/auth/signup/verify', { query: { token } }),
  rememberPassword: (body: z.infer<typeof RememberPasswordBody>) => api.post<unknown>('/auth/remember/password', body),
  resetPassword: (body: z.infer<typeof ResetPasswordBody>) => api.post<unknown>('/auth/remember/password/verify', body),
};
