import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // sst-env.d.ts is written by SST itself on every synth.
  { ignores: ['**/node_modules/**', '**/dist/**', '.sst/**', 'cdk.out/**', '.data/**', '.build/**', 'web/src/sst-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
