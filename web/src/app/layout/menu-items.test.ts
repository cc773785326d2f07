import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuAccess } from './menu-items';

const allOn = {
  useCampaigns: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
};
const admin: MenuAccess = { isAdmin: true, isSuper: false, planFlags: allOn, cshow: false };
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('side menu gating', () => {
  it('gives an agent the common entries and no administration block or dashboard', () => {
    const menu = buildMenu({ ...admin, isAdmin: false });
    expect(menu.admin).toEqual([]);
    expect(labels(menu.main)).not.toContain('dashboard');
    expect(labels(menu.main)).toEqual(
      expect.arrayContaining(['tickets', 'contacts', 'todolist', 'kanban', 'schedules', 'chats']),
    );
  });

  it('gives an admin the dashboard and the administration block', () => {
    const menu = buildMenu(admin);
    expect(labels(menu.main)[0]).toBe('dashboard');
    expect(labels(menu.admin)).toEqual(
      expect.arrayContaining([
        'campaigns',
        'messagesApi',
        'webhooks',
        'users',
        'queues',
        'prompts',
        'queueIntegration',
        'connections',
        'files',
        'financeiro',
        'settings',
      ]),
    );
  });

  it('shows announcements only to a super user', () => {
    expect(labels(buildMenu(admin).admin)).not.toContain('announcements');
    expect(labels(buildMenu({ ...admin, isSuper: true }).admin)).toContain('announcements');
  });

  it('hides the entries whose plan flag is off', () => {
    const planFlags = {
      ...allOn,
      useKanban: false,
      useSchedules: false,
      useInternalChat: false,
      useOpenAi: false,
      useIntegrations: false,
      useExternalApi: false,
    };
    const menu = buildMenu({ ...admin, planFlags });
    for (const label of ['kanban', 'schedules', 'chats']) expect(labels(menu.main)).not.toContain(label);
    for (const label of ['prompts', 'queueIntegration', 'messagesApi', 'webhooks']) {
      expect(labels(menu.admin)).not.toContain(label);
    }
  });

  it('counts a missing plan flag as on', () => {
    const menu = buildMenu({ ...admin, planFlags: {} });
    expect(labels(menu.main)).toContain('kanban');
    expect(labels(menu.admin)).toEqual(
      expect.arrayContaining(['campaigns', 'prompts', 'queueIntegration', 'messagesApi']),
    );
  });

  it('keeps plan-gated entries hidden while the plan is loading', () => {
    const menu = buildMenu({ ...admin, planFlags: undefined });
    expect(labels(menu.main)).not.toContain('kanban');
    expect(labels(menu.admin)).toContain('users');
    expect(labels(menu.admin)).not.toContain('prompts');
  });

  it('shows campaigns when the plan allows them or the cshow flag is stored', () => {
    const noCampaigns = { ...allOn, useCampaigns: false };
    expect(labels(buildMenu({ ...admin, planFlags: noCampaigns }).admin)).not.toContain('campaigns');
    // File lists are for campaigns: the API and /files follow useCampaigns (cshow does not open the API).
    expect(labels(buildMenu({ ...admin, planFlags: noCampaigns }).admin)).not.toContain('files');
    const withFlag = buildMenu({ ...admin, planFlags: noCampaigns, cshow: true }).admin;
    expect(withFlag.find((item) => item.label === 'campaigns')?.children?.map((child) => child.to)).toEqual([
      '/campaigns',
      '/contact-lists',
      '/campaigns-config',
    ]);
  });
});
