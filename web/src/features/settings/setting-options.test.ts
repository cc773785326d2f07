import { SETTING_VALUES } from '@domain/settings/schema';
import { isTimeZone } from '@domain/common/company-time';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { adminPt } from '../../i18n/lazy-pt';
import { pt } from '../../i18n/pt';
import {
  optionLabelKey,
  SELECT_SETTING_KEYS,
  selectValues,
  TEXT_SETTING_GROUPS,
  TIME_ZONES,
  timeZoneChoices,
} from './setting-options';

const languages = { pt: { ...pt, ...adminPt }, en, es };

async function translator(language: keyof typeof languages) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    showSupportNotice: false,
    resources: { [language]: { translation: languages[language] } },
  });
  return instance.t;
}

describe('setting dropdowns', () => {
  it('offer only values the server accepts for each key', () => {
    for (const key of SELECT_SETTING_KEYS) {
      for (const value of selectValues(key)) expect(SETTING_VALUES[key].safeParse(value).success, value).toBe(true);
    }
  });

  it('offer the three chatbot types and the three ways of keeping hours', () => {
    expect(selectValues('chatBotType')).toEqual(['text', 'button', 'list']);
    expect(selectValues('scheduleType')).toEqual(['disabled', 'queue', 'company']);
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])('have a label for every value in %s', async (lang) => {
    const t = await translator(lang);
    for (const key of SELECT_SETTING_KEYS) {
      expect(t(`settings.options.${key}.label`), key).not.toContain('settings.');
      for (const value of selectValues(key)) expect(t(optionLabelKey(key, value)), value).not.toContain('settings.');
    }
    for (const { group, keys } of TEXT_SETTING_GROUPS) {
      expect(t(`settings.integrations.${group}`)).not.toContain('settings.');
      for (const key of keys) expect(t(`settings.integrations.${key}`)).not.toContain('settings.');
    }
  });

  it('use the spec wording in Portuguese', async () => {
    const t = await translator('pt');
    const labels = (key: (typeof SELECT_SETTING_KEYS)[number]) =>
      selectValues(key).map((value) => t(optionLabelKey(key, value)));
    expect(labels('scheduleType')).toEqual(['Desabilitado', 'Fila', 'Empresa']);
    expect(labels('userRating')).toEqual(['Habilitadas', 'Desabilitadas']);
    expect(labels('chatBotType')).toEqual(['Texto', 'Botão', 'Lista']);
    expect(t('settings.updated')).toBe('Operação atualizada com sucesso.');
    expect(t('settings.hours.saved')).toBe('Horários atualizados com sucesso.');
  });
});

describe('time zone choices', () => {
  it('are zones the server accepts, Brazilian ones included', () => {
    for (const zone of TIME_ZONES) expect(isTimeZone(zone), zone).toBe(true);
    expect(TIME_ZONES).toEqual(expect.arrayContaining(['America/Sao_Paulo', 'America/Manaus', 'UTC']));
  });

  it('keep a stored zone that is not in the list selectable', () => {
    expect(timeZoneChoices('Asia/Tokyo')[0]).toBe('Asia/Tokyo');
    expect(timeZoneChoices('America/Manaus')).toEqual([...TIME_ZONES]);
    expect(timeZoneChoices(undefined)).toEqual([...TIME_ZONES]);
  });
});
