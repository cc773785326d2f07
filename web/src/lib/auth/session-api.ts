import type { SessionUser } from '../../types/api';
import { api } from '../api-client';

export interface LoginInput {
  email: string;
  password: string;
}

export interface AuthAnswer {
  token: string;
  user: SessionUser;
  warning?: unknown;
}

export const login = (input: LoginInput) => api.post<AuthAnswer>('/auth/login', input);

/** Restores the session from the httpOnly refresh cookie; failures are silent (the visitor just logs in). */
export const refreshSession = () => api.refreshSession() as Promise<AuthAnswer>;

export const logout = () => api.delete('/auth/logout', { toastErrors: false });
