import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../server/application/ports.js';
import { loadMasterKey } from '../server/adapters/crypto/master-key.js';
import { loadConfig } from '../server/config.js';

/** Opens the same store the server would, from the same environment. */
export async function openConfiguredStore(): Promise<{ store: Store; config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
  if (config.store === 'mongo') {
    const { openMongoStore } = await import('../server/adapters/mongo/index.js');
    const masterKey = loadMasterKey({ dataDir: config.dataDir, envKey: config.masterKey });
    return { store: await openMongoStore(config.mongodbUri as string, masterKey), config };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { openSqliteStore } = await import('../server/adapters/sqlite/index.js');
  return { store: await openSqliteStore(path.join(config.dataDir, 'psycare.sqlite')), config };
}
