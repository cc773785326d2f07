import { useConnections } from '../../features/connections/api/get-connections';
import { useSimulatorEnabled } from '../../features/simulator/api/get-simulator-status';
import { SimulatorPage } from '../../features/simulator/components/simulator-page';
import '../../i18n/connections-texts';
import '../../i18n/conversation-texts';

/** The phone plays the connections whose provider is the simulator; the route is for admins only. */
export function SimulatorRoute() {
  const { data: connections, isLoading } = useConnections();
  const enabled = useSimulatorEnabled(true);
  return (
    <SimulatorPage
      connections={(connections ?? []).filter((connection) => connection.provider === 'simulator')}
      loading={isLoading || enabled === undefined}
      enabled={enabled ?? false}
    />
  );
}
