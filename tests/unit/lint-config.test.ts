import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY = 'boundaries/dependencies';

/**
 * The repository's own eslint.config.js, run through ESLint's Node API on code placed (virtually) at real paths.
 * Type information is switched off here: these snippets are not in the TypeScript project, and the edges under
 * test do not need it.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [
      {
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
      },
    ],
  });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId, severity: m.severity }));
}

const boundaryErrors = (messages: { rule: string | null; severity: number }[]) =>
  messages.filter((m) => m.rule === BOUNDARY && m.severity === 2).length;

describe('lint: feature boundaries (client)', () => {
  it('refuses one feature importing another', async () => {
    const messages = await lint(
      'client/src/features/drawer/components/Fixture.tsx',
      "import { ChatList } from '../../chats/components/ChatList';\nexport const Fixture = ChatList;\n",
    );
    expect(boundaryErrors(messages)).toBe(1);
  });

  it('lets a feature import itself, lib and components; app/ composes features', async () => {
    const inside = await lint(
      'client/src/features/drawer/components/Fixture.tsx',
      "import { useDrawer } from '../stores/drawer-store';\nimport { api } from '../../../lib/api';\nimport { Button } from '../../../components/ui/Button';\nexport const all = [useDrawer, api, Button];\n",
    );
    const app = await lint('client/src/app/fixture.ts', "import { ChatList } from '../features/chats/components/ChatList';\nexport const x = ChatList;\n");
    expect(boundaryErrors(inside)).toBe(0);
    expect(boundaryErrors(app)).toBe(0);
  });

  it('keeps lib and components free of features', async () => {
    const messages = await lint('client/src/lib/fixture.ts', "import { useSession } from '../features/auth/stores/session-store';\nexport const x = useSession;\n");
    expect(boundaryErrors(messages)).toBe(1);
  });
});

describe('lint: server layering (DESIGN.md §1)', () => {
  it('refuses the domain importing an adapter', async () => {
    const messages = await lint('server/domain/fixture.ts', "import * as rows from '../adapters/sqlite/chats.js';\nexport const x = rows;\n");
    expect(boundaryErrors(messages)).toBe(1);
  });

  it('refuses application → transport and transport → adapter', async () => {
    const application = await lint('server/application/fixture.ts', "import * as http from '../transport/http/http-app.js';\nexport const x = http;\n");
    const transport = await lint('server/transport/fixture.ts', "import * as rows from '../adapters/sqlite/chats.js';\nexport const x = rows;\n");
    expect(boundaryErrors(application)).toBe(1);
    expect(boundaryErrors(transport)).toBe(1);
  });

  it('lets the domain import shared', async () => {
    const messages = await lint('server/domain/fixture.ts', "import * as events from '../../shared/events.js';\nexport const x = events;\n");
    expect(boundaryErrors(messages)).toBe(0);
  });
});

describe('lint: React hooks', () => {
  it('makes a hook called conditionally an error', async () => {
    const messages = await lint(
      'client/src/lib/fixture.ts',
      "import { useState } from 'react';\nexport function useFixture(on: boolean) {\n  if (on) useState(0);\n}\n",
    );
    expect(messages).toContainEqual({ rule: 'react-hooks/rules-of-hooks', severity: 2 });
  });
});
