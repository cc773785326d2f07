import { SimulatorNumber } from '@domain/simulator/schema';
import type { MediaKind, SimulatorContactCard, SimulatorCustomer, SimulatorLocation } from './simulator-types';

/** A file is sent as the kind its mimetype says; anything not image, audio or video is a document. */
export function mediaKindOf(mimetype: string): MediaKind {
  const family = mimetype.toLowerCase().split('/')[0];
  return family === 'image' || family === 'audio' || family === 'video' ? family : 'document';
}

export type AckState = 'sent' | 'delivered' | 'read';

/** Spec 1 §4: 1 sent (✓), 2 delivered (✓✓), 3 and up read (blue ✓✓); 0 is still on its way. */
export function ackState(ack: number): AckState | null {
  if (ack >= 3) return 'read';
  if (ack === 2) return 'delivered';
  if (ack === 1) return 'sent';
  return null;
}

export const ackTicks = (state: AckState) => (state === 'sent' ? '✓' : '✓✓');

/** A contact card from a vCard's FN and first TEL (its waid digits when present); the display name otherwise. */
export function contactCardOf({ displayName, vcard }: { displayName: string; vcard: string }): SimulatorContactCard {
  const name = /^FN[^:]*:(.*)$/m.exec(vcard)?.[1]?.trim() || displayName;
  const telLine = /^(?:item\d+\.)?TEL([^:]*):(.*)$/m.exec(vcard);
  const waid = /waid=(\d+)/i.exec(telLine?.[1] ?? '')?.[1];
  return { name, number: waid ?? telLine?.[2]?.trim() ?? '' };
}

export function mapsLink(location: SimulatorLocation): string {
  return `https://maps.google.com/maps?q=${location.latitude}%2C${location.longitude}&z=17`;
}

/** Customers the server knows, plus the ones just added here (not yet in any message), newest chat first. */
export function mergeCustomers(known: SimulatorCustomer[], added: SimulatorCustomer[]): SimulatorCustomer[] {
  const numbers = new Set(known.map((customer) => customer.number));
  const onlyHere = added.filter((customer) => !numbers.has(customer.number));
  const time = (customer: SimulatorCustomer) => customer.lastMessageAt ?? Number.POSITIVE_INFINITY;
  return [...onlyHere, ...known].sort((a, b) => time(b) - time(a));
}

/** A phone number as the chat app keys it: digits only, as many as the simulator's API accepts. */
export function customerNumber(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return SimulatorNumber.safeParse(digits).success ? digits : null;
}

/** A message time as HH:mm in the viewer's time zone. */
export function messageTime(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
