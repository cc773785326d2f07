/**
 * Shapes of the REST answers shared by several features (the server's contract, not UI state). Where the server
 * domain declares the shape, it is imported from there (types only: nothing of the server is bundled).
 */
import type { Connection as DomainConnection } from '@domain/connections/schema';
import type { QueueRef } from '@domain/queues/schema';
import type { Setting } from '@domain/settings/schema';
import type { PROFILES } from '@domain/users/schema';

export type { Plan } from '@domain/plans/schema';
export type { Queue, QueueRef } from '@domain/queues/schema';
export type { Setting } from '@domain/settings/schema';

export type Profile = (typeof PROFILES)[number];

export interface User {
  id: string;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  companyId: string;
  whatsappId: string | null;
  allTicket: 'enable' | 'disable';
  online: boolean;
  queues: QueueRef[];
  createdAt: string;
  updatedAt: string;
}

export interface CompanySummary {
  id: string;
  name: string;
  /** Calendar date YYYY-MM-DD; null when the company has none. */
  dueDate: string | null;
  settings: Setting[];
}

/** The user as the login, refresh and me answers carry it. */
export interface SessionUser extends User {
  company: CompanySummary;
}

export type ConnectionStatus = Connection['status'];

/** 'beta' drives a real number through Baileys; 'simulator' is played by the /simulator page. */
export type ConnectionProvider = Connection['provider'];

/** A connection as GET /whatsapp answers it (spec 1 §3): the stored record with its queues. */
export type Connection = DomainConnection & { queues: QueueRef[] };
