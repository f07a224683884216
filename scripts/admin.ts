import { Role } from '../shared/validation.js';
import { syncBadge } from '../server/application/people/staff/staff.js';
import { openConfiguredStore } from './env.js';

const USAGE = `usage:
  npm run admin -- role <username> <user|user-premium|professional|admin|superadmin>
  npm run admin -- subscription <username> <basic|premium>`;

async function main(argv: string[]) {
  const [command, username, value] = argv;
  if (!command || !username || !value) throw new Error(USAGE);
  const { store } = await openConfiguredStore();
  try {
    const user = await store.users.byUsername(username);
    if (!user) throw new Error(`no user named ${username}`);
    if (command === 'role') {
      const role = Role.parse(value);
      await store.users.update(user.username, { role });
      await syncBadge(store, user.username, role, Date.now());
      // No sign-out: the server reads the role from the store on every request, so it applies at once.
      console.log(`${user.username} is now ${role}`);
    } else if (command === 'subscription') {
      if (value !== 'basic' && value !== 'premium') throw new Error(USAGE);
      const subscription = value === 'premium' ? 'user-premium' : 'basic';
      await store.users.update(user.username, { subscription });
      console.log(`${user.username} now has the ${value} subscription`);
    } else throw new Error(USAGE);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
