import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planQueryOptions } from '../features/companies/api/get-plan';
import { connectionsQueryKey } from '../features/connections/api/get-connections';
import { renewalOf } from '../features/invoices/payment-event';
import { contactsQueryKey } from '../features/contacts/api/get-contacts';
import {
  applyConnectionEvent,
  type ConnectionEvent,
  type SessionEvent,
} from '../features/connections/connection-events';
import { queuesQueryKey } from '../features/queues/api/get-queues';
import { useSettingsRealtime } from '../features/settings/hooks/use-settings-realtime';
import { usersQueryKey } from '../features/users/api/get-users';
import { sessionEnd, type AuthEvent } from '../lib/auth/session-end';
import { useSession } from '../lib/auth/session-provider';
import { useRealtime, useSocketEvent } from '../lib/realtime-provider';
import { sessionStore } from '../lib/session-store';
import { toast } from '../lib/toast';
import type { Connection, User } from '../types/api';

/** Spec 1 §4: after another login the old session shows the notice, then clears and reloads 1 s later. */
const RELOAD_AFTER_ELSEWHERE_LOGIN_MS = 1000;

/** The notice of each way a session can end under the user (docs/decisions/018); a logout needs none. */
const END_MESSAGES = {
  login: 'auth.accessedElsewhere',
  password: 'auth.passwordChanged',
  removed: 'auth.accountRemoved',
} as const;

interface UserEvent {
  action?: string;
  user?: Partial<User> & { id?: string };
}

/** Keeps cached lists and the session current from the company's realtime events. */
export function useRealtimeSync(user: Pick<User, 'id' | 'companyId'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const { state, updateUser } = useSession();
  const channel = (name: string) => `company-${user.companyId}-${name}`;
  const invalidate = (queryKey: readonly string[]) => () => void queryClient.invalidateQueries({ queryKey });

  useSocketEvent(channel('user'), (data) => {
    void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    const event = data as UserEvent | undefined;
    if (event?.action === 'update' && event.user?.id === user.id) {
      const { name, email, profile, queues, whatsappId } = event.user;
      updateUser(withoutUndefined({ name, email, profile, queues, whatsappId }));
    }
  });
  useSocketEvent(channel('queue'), invalidate(queuesQueryKey));
  // A payment renewed the company (spec 2 §4): the top bar shows the new due date on whatever page is open.
  useSocketEvent(channel('payment'), (data) => {
    const renewal = renewalOf(data);
    if (!renewal || state.status !== 'signed-in') return;
    updateUser({ company: { ...state.user.company, dueDate: renewal.dueDate } });
    void queryClient.invalidateQueries({ queryKey: ['company', user.companyId] });
  });
  // The company changed (a super user moved it to another plan, say): the menu's plan flags and the top bar's due
  // date follow at once (issue 16). A super user's channel also carries other companies' changes: those are not ours.
  useSocketEvent(channel('company'), (data) => {
    const company = (data as { company?: { id?: string; dueDate?: string | null } } | undefined)?.company;
    if (company?.id !== user.companyId) return;
    void queryClient.invalidateQueries({ queryKey: planQueryOptions(user.companyId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['company', user.companyId] });
    if (state.status === 'signed-in' && company.dueDate !== undefined) {
      updateUser({ company: { ...state.user.company, dueDate: company.dueDate } });
    }
  });
  useSettingsRealtime(user.companyId);
  // The Contacts page applies these itself while open; elsewhere cached contacts are only marked stale.
  useSocketEvent(channel('contact'), invalidate(contactsQueryKey));
  // The event is applied at once (a QR or status shows without waiting), then the list is refetched whole.
  const applyToConnections = (data: unknown) => {
    queryClient.setQueryData<Connection[]>(connectionsQueryKey, (list) =>
      applyConnectionEvent(list, data as ConnectionEvent | SessionEvent | undefined),
    );
    void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
  };
  useSocketEvent(channel('whatsapp'), applyToConnections);
  useSocketEvent(channel('whatsappSession'), applyToConnections);

  useSocketEvent(channel('auth'), (data) => {
    const event = (data ?? {}) as AuthEvent;
    if (String(event.user?.id) !== String(user.id)) return;
    void sessionEnd(event, () => sessionStore.token()).then((reason) => {
      if (!reason) return;
      realtime?.stop();
      // Logged out in this browser (another tab): straight to the login page, nothing to explain.
      if (reason === 'logout') return sessionStore.clear();
      toast.error(t(END_MESSAGES[reason]));
      setTimeout(() => {
        sessionStore.clear();
        window.location.reload();
      }, RELOAD_AFTER_ELSEWHERE_LOGIN_MS);
    });
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
