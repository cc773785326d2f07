import { QueuesPage } from '../../features/queues/components/queues-page';
import { useSettingValue } from '../../features/settings/api/get-settings';

export function QueuesRoute() {
  return <QueuesPage showHoursTab={useSettingValue('scheduleType') === 'queue'} />;
}
