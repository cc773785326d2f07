/** Shapes of the simulator's HTTP API (docs/decisions/008): the phone's side of a simulated connection. */
export type MediaKind = 'image' | 'audio' | 'video' | 'document';

export interface SimulatorLocation {
  latitude: number;
  longitude: number;
  description?: string;
}

export interface SimulatorContactCard {
  name: string;
  number: string;
}

export interface SimulatorMessage {
  id: string;
  from: 'customer' | 'business';
  body: string;
  /** Business messages: 1 sent, 2 delivered, 3 read (spec 1 §4). */
  ack?: number;
  media?: { kind: MediaKind; mimetype: string; fileName?: string; url: string };
  location?: SimulatorLocation;
  vcards?: { displayName: string; vcard: string }[];
  quotedId?: string;
  edited?: boolean;
  deleted?: boolean;
  /** The emoji the business reacted with. */
  reaction?: string;
  /** A call from the customer; `rejected` once the business rejected it. */
  call?: { status: 'offer' | 'rejected' };
  /** Epoch ms. */
  timestamp: number;
}

export interface SimulatorCustomer {
  number: string;
  name: string;
  /** Epoch ms; null for a customer just added on this page, who has no message yet. */
  lastMessageAt: number | null;
}

/** What a customer sends: text, a file, a location or a contact card. */
export interface CustomerMessageInput {
  number: string;
  name?: string;
  body?: string;
  media?: { kind: MediaKind; mimetype: string; fileName?: string; data: string };
  location?: SimulatorLocation;
  contact?: SimulatorContactCard;
  quotedId?: string;
}

/** `company-<id>-simulator`: something happened in one customer's chat. */
export interface SimulatorEvent {
  connectionId?: string;
  number?: string;
  message?: SimulatorMessage;
}
