/** Shapes of the REST answers shared by several features (the server's contract, not UI state). */

export type Profile = 'admin' | 'user' | 'supervisor';

export interface QueueRef {
  id: string;
  name: string;
  color: string;
}

export interface Setting {
  key: string;
  value: string;
}

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

export interface Queue extends QueueRef {
  greetingMessage: string;
  outOfHoursMessage: string;
  orderQueue: number | null;
  integrationId: string | null;
  promptId: string | null;
}

export type ConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'OPENING' | 'qrcode' | 'PAIRING' | 'TIMEOUT';

export interface Connection {
  id: string;
  name: string;
  status: ConnectionStatus | string;
  isDefault: boolean;
  updatedAt: string;
}

export interface Plan {
  id: string;
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  useCampaigns?: boolean;
  useKanban?: boolean;
  useOpenAi?: boolean;
  useIntegrations?: boolean;
  useSchedules?: boolean;
  useInternalChat?: boolean;
  useExternalApi?: boolean;
}
