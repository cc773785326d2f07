import { UsersPage } from '../../features/users/components/users-page';
import { useUserFormOptions } from '../use-user-form-options';

export function UsersRoute() {
  const { queues, connections } = useUserFormOptions(true);
  return <UsersPage queues={queues} connections={connections} />;
}
