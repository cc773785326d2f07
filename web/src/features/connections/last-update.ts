/** The connections table's last update column: 'dd/MM/yy HH:mm' in the viewer's time zone. */
export function formatLastUpdate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = pad(date.getFullYear() % 100);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${year} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
