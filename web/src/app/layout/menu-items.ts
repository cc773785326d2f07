import type { IconName } from '../../components/ui/icons';
import type { Plan } from '../../types/api';

export type PlanFlags = Pick<
  Plan,
  'useCampaigns' | 'useKanban' | 'useOpenAi' | 'useIntegrations' | 'useSchedules' | 'useInternalChat' | 'useExternalApi'
>;
type PlanFlag = keyof PlanFlags;

export type MenuLabel =
  | 'dashboard'
  | 'tickets'
  | 'quickMessages'
  | 'kanban'
  | 'contacts'
  | 'schedules'
  | 'tags'
  | 'chats'
  | 'helps'
  | 'todolist'
  | 'campaigns'
  | 'campaignsList'
  | 'contactLists'
  | 'campaignsConfig'
  | 'announcements'
  | 'messagesApi'
  | 'webhooks'
  | 'users'
  | 'queues'
  | 'prompts'
  | 'queueIntegration'
  | 'connections'
  | 'files'
  | 'financeiro'
  | 'settings';

export interface MenuItem {
  label: MenuLabel;
  to: string;
  icon: IconName;
  children?: MenuItem[];
}

export interface MenuAccess {
  isAdmin: boolean;
  isSuper: boolean;
  /** The plan's flags; undefined while the plan is loading (gated entries stay hidden until it arrives). */
  planFlags: PlanFlags | undefined;
  /** The locally stored campaigns flag (spec 3 §2). */
  cshow: boolean;
}

interface GatedItem extends MenuItem {
  planFlag?: PlanFlag;
  superOnly?: boolean;
  adminOnly?: boolean;
  campaigns?: boolean;
}

const item = (label: MenuLabel, to: string, icon: IconName, gate: Omit<GatedItem, keyof MenuItem> = {}): GatedItem => ({
  label,
  to,
  icon,
  ...gate,
});

const mainItems: GatedItem[] = [
  item('dashboard', '/', 'dashboard', { adminOnly: true }),
  item('tickets', '/tickets', 'tickets'),
  item('quickMessages', '/quick-messages', 'quickMessages'),
  item('kanban', '/kanban', 'kanban', { planFlag: 'useKanban' }),
  item('contacts', '/contacts', 'contacts'),
  item('schedules', '/schedules', 'schedules', { planFlag: 'useSchedules' }),
  item('tags', '/tags', 'tags'),
  item('chats', '/chats', 'chats', { planFlag: 'useInternalChat' }),
  item('helps', '/helps', 'helps'),
  item('todolist', '/todolist', 'todolist'),
];

const adminItems: GatedItem[] = [
  {
    ...item('campaigns', '/campaigns', 'campaigns', { campaigns: true }),
    children: [
      item('campaignsList', '/campaigns', 'campaigns'),
      item('contactLists', '/contact-lists', 'contacts'),
      item('campaignsConfig', '/campaigns-config', 'settings'),
    ],
  },
  item('announcements', '/announcements', 'announcements', { superOnly: true }),
  item('messagesApi', '/messages-api', 'messagesApi', { planFlag: 'useExternalApi' }),
  item('webhooks', '/webhooks', 'signal', { planFlag: 'useExternalApi' }),
  item('users', '/users', 'users'),
  item('queues', '/queues', 'queues'),
  item('prompts', '/prompts', 'prompts', { planFlag: 'useOpenAi' }),
  item('queueIntegration', '/queue-integration', 'queueIntegration', { planFlag: 'useIntegrations' }),
  item('connections', '/connections', 'connections'),
  item('files', '/files', 'files', { planFlag: 'useCampaigns' }),
  item('financeiro', '/financeiro', 'financeiro'),
  item('settings', '/settings', 'settings'),
];

/** A plan flag that is missing counts as on (spec 2 §3); while the plan loads, gated entries wait. */
export function planAllows(flags: PlanFlags | undefined, flag: PlanFlag): boolean {
  return flags !== undefined && flags[flag] !== false;
}

/** Spec 3 §2: campaigns show when the plan allows them or the cshow flag is stored. */
export function campaignsVisible(access: Pick<MenuAccess, 'planFlags' | 'cshow'>): boolean {
  return access.cshow || planAllows(access.planFlags, 'useCampaigns');
}

function isVisible(entry: GatedItem, access: MenuAccess): boolean {
  if (entry.adminOnly && !access.isAdmin) return false;
  if (entry.superOnly && !access.isSuper) return false;
  if (entry.campaigns && !campaignsVisible(access)) return false;
  return entry.planFlag === undefined || planAllows(access.planFlags, entry.planFlag);
}

const strip = ({ label, to, icon, children }: GatedItem): MenuItem => ({
  label,
  to,
  icon,
  ...(children && { children: children.map(strip) }),
});

/** The side menu for this user: the common entries and, for admins only, the administration block. */
export function buildMenu(access: MenuAccess): { main: MenuItem[]; admin: MenuItem[] } {
  const visible = (entries: GatedItem[]) => entries.filter((entry) => isVisible(entry, access)).map(strip);
  return { main: visible(mainItems), admin: access.isAdmin ? visible(adminItems) : [] };
}
