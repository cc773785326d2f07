import { describe, expect, it } from 'vitest';
import { optionalSettings } from './optional-settings.js';

describe('optional settings for the functions', () => {
  it('passes the ones set in the stage environment, and no others', () => {
    expect(
      optionalSettings({
        OPENAI_BASE_URL: 'https://example.openai.azure.com/openai/v1',
        OPENAI_MODEL: 'gpt-4o',
        INTEGRATION_TIMEOUT_MS: '8000',
        OPENAI_TIMEOUT_MS: '',
        JWT_SECRET: 'not this',
      }),
    ).toEqual({
      OPENAI_BASE_URL: 'https://example.openai.azure.com/openai/v1',
      OPENAI_MODEL: 'gpt-4o',
      INTEGRATION_TIMEOUT_MS: '8000',
    });
  });

  it('passes nothing when none is set, so each keeps its default', () => {
    expect(optionalSettings({})).toEqual({});
  });
});
