import { formatDateTime } from '../../lib/format';

/** The connections table's last update column: the day in the app's language and HH:mm, in the viewer's zone. */
export const formatLastUpdate = (isoTimestamp: string): string => formatDateTime(isoTimestamp);
