/**
 * Spec 2 §2: Opções for everyone who reaches the page; Horários (company hours) only while scheduleType is
 * company; the platform's tabs (Empresas, Planos, Ajuda) for super users only.
 */
export type SettingsTab = 'options' | 'hours' | 'companies' | 'plans' | 'helps';

/** The super users' tabs, in the spec's order. */
const SUPER_TABS: SettingsTab[] = ['companies', 'plans', 'helps'];

export function settingsTabs(scheduleType: string | undefined, isSuper = false): SettingsTab[] {
  const companyTabs: SettingsTab[] = scheduleType === 'company' ? ['options', 'hours'] : ['options'];
  return isSuper ? [...companyTabs, ...SUPER_TABS] : companyTabs;
}
