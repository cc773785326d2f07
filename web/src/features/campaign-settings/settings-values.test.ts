import { describe, expect, it } from 'vitest';
import { addVariable, settingsFromEntries } from './settings-values';

describe('campaign settings values', () => {
  it('reads the API’s key and JSON entries, the defaults where one is missing or unreadable', () => {
    expect(settingsFromEntries([])).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
    });
    expect(
      settingsFromEntries([
        { key: 'messageInterval', value: '5' },
        { key: 'greaterInterval', value: 'oops' },
        { key: 'variables', value: '[{"key":"loja","value":"Centro"},{"key":1}]' },
      ]),
    ).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [{ key: 'loja', value: 'Centro' }],
    });
  });

  it('adds a variable only when its shortcut is new (spec 3 §5), without the braces typed around it', () => {
    const first = addVariable([], { key: ' {loja} ', value: 'Centro' });
    expect(first).toEqual({ ok: true, variables: [{ key: 'loja', value: 'Centro' }] });
    if (!first.ok) return;
    expect(addVariable(first.variables, { key: 'loja', value: 'Outra' })).toEqual({ ok: false, error: 'duplicate' });
    expect(addVariable(first.variables, { key: ' ', value: 'x' })).toEqual({ ok: false, error: 'required' });
  });
});
