import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../types/api';
import { sessionStore } from '../session-store';
import { toast } from '../toast';
import { logout, refreshSession, type AuthAnswer } from './session-api';
import { subscriptionWarningDays } from './subscription-warning';

type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

interface SessionValue {
  state: SessionState;
  signIn(answer: AuthAnswer): void;
  signOut(): Promise<void>;
  /** Keeps the session's copy of the user current after the user edits their own profile. */
  updateUser(changes: Partial<SessionUser>): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    sessionStore.token() ? { status: 'loading' } : { status: 'signed-out' },
  );

  useEffect(
    () =>
      sessionStore.onCleared(() => {
        setState({ status: 'signed-out' });
        queryClient.clear();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!sessionStore.token()) return;
    refreshSession().then(
      (answer) => setState({ status: 'signed-in', user: answer.user }),
      () => sessionStore.clear(),
    );
  }, []);

  const signIn = useCallback(
    (answer: AuthAnswer) => {
      sessionStore.save({
        token: answer.token,
        companyId: answer.user.companyId,
        userId: answer.user.id,
        companyDueDate: answer.user.company?.dueDate ?? undefined,
        campaignsEnabled: answer.user.company?.settings?.some(
          (setting) => setting.key === 'campaignsEnabled' && setting.value === 'true',
        ),
      });
      setState({ status: 'signed-in', user: answer.user });
      toast.success(t('auth.loginSuccess'));
      // The server's warning is Portuguese only; the days counted here give the same text in the user's language.
      const serverWarning = typeof answer.warning === 'string' && answer.warning ? answer.warning : undefined;
      const days = subscriptionWarningDays(answer.user.company?.dueDate ?? undefined, new Date());
      if (days !== undefined) toast.warning(t('auth.dueSoon', { count: days }));
      else if (serverWarning) toast.warning(serverWarning);
    },
    [t],
  );

  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    sessionStore.clear();
  }, []);

  const updateUser = useCallback((changes: Partial<SessionUser>) => {
    setState((current) =>
      current.status === 'signed-in' ? { status: 'signed-in', user: { ...current.user, ...changes } } : current,
    );
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut, updateUser }), [state, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The logged-in user; only for components rendered behind the private route guard. */
export function useCurrentUser(): SessionUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in session');
  return state.user;
}

export const isAdmin = (user: Pick<SessionUser, 'profile'>) => user.profile.toLowerCase() === 'admin';
