/**
 * Spec 2 §2: Opções for everyone who reaches the page; Horários (company hours) only while scheduleType is
 * company. Empresas, Planos and Ajuda come with the super-user screens of a later issue.
 */
export type SettingsTab = 'options' | 'hours';

export function settingsTabs(scheduleType: string | undefined): SettingsTab[] {
  return scheduleType === 'company' ? ['options', 'hours'] : ['options'];
}
