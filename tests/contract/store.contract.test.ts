import { afterAll, describe } from 'vitest';
import { accountCases } from './store-cases-accounts.js';
import { chatSummaryCases } from './store-cases-chats.js';
import { consistencyCases } from './store-cases-consistency.js';
import { eventLogCases } from './store-cases-events.js';
import { invitationCases } from './store-cases-invitations.js';
import { moderationCases } from './store-cases-moderation.js';
import { notificationCases } from './store-cases-notifications.js';
import { peopleCases } from './store-cases-people.js';
import { counterAndSocialCases } from './store-cases-social.js';
import { mongoEngine, sqliteEngine, type Engine } from './store-engines.js';

const engines: Engine[] = [sqliteEngine(), mongoEngine()];

describe.each(engines)('$name store', (engine) => {
  afterAll(() => engine.teardown());

  describe.runIf(engine.open !== null)('satisfies the Store contract', () => {
    const open = engine.open!;
    eventLogCases(open);
    chatSummaryCases(open);
    accountCases(open);
    counterAndSocialCases(open);
    notificationCases(open);
    peopleCases(open);
    consistencyCases(open);
    invitationCases(open);
    moderationCases(open);
  });
});
