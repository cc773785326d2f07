import { ConnectionsPage } from '../../features/connections/components/connections-page';
import { useQueues } from '../../features/queues/api/get-queues';
import { useSimulatorEnabled } from '../../features/simulator/api/get-simulator-status';
import '../../i18n/connections-texts';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';

/** Agents see the table only; the queues and the simulator switch feed the admin's add/edit dialog. */
export function ConnectionsRoute() {
  const admin = isAdmin(useCurrentUser());
  const { data: queues } = useQueues({ enabled: admin });
  const simulatorEnabled = useSimulatorEnabled(admin) ?? false;
  return <ConnectionsPage queues={queues ?? []} simulatorEnabled={simulatorEnabled} />;
}
