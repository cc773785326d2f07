import { useConnections } from '../features/connections/api/get-connections';
import { useQueues } from '../features/queues/api/get-queues';

/** Queues and connections offered by the user form; only admins see those fields, so only they load them. */
export function useUserFormOptions(editorIsAdmin: boolean) {
  const { data: queues } = useQueues({ enabled: editorIsAdmin });
  const { data: connections } = useConnections({ enabled: editorIsAdmin });
  return { queues: queues ?? [], connections: connections ?? [] };
}
