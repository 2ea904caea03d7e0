import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'packages/*/dist/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off'
    }
  },
  {
    files: ['packages/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules
  },
  // Dependencies point one way: lib knows nothing of the project, core nothing of the modules.
  {
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/core/**', '**/modules/**'], message: 'src/lib holds generic tools: no project imports' }] }] }
  },
  {
    files: ['src/core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'core/ never imports modules/' }] }] }
  }
)
