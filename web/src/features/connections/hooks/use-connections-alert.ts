import { useEffect, useState } from 'react';
import { useConnections } from '../api/get-connections';
import { CONNECTION_ALERT_DELAY_MS, connectionsNeedAttention } from '../connection-alert';

/** Whether the Connections menu entry shows its alert badge, settled 2 s after the list last changed. */
export function useConnectionsAlert(enabled: boolean): boolean {
  const { data: connections } = useConnections({ enabled });
  const [alert, setAlert] = useState(false);

  useEffect(() => {
    if (!connections) return;
    const timer = setTimeout(() => setAlert(connectionsNeedAttention(connections)), CONNECTION_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connections]);

  return enabled && alert;
}
