import type { Database } from 'better-sqlite3';
import type {
  ApplicationRecord, Applications, DirectLinks, ProfileRecord, Profiles, Ratings,
} from '../../application/people/store-ports.js';

interface ProfileRow {
  username: string; name: string | null; surname: string | null; phone: string | null; license: string | null;
  country_iso: string | null; description: string; experience_years: number | null; specialization: string | null;
  birth_date: string | null; nif: string | null; show_contact: number; verified: number; avatar_id: string | null; updated_at: number;
}

const PROFILE_COLUMNS = [
  'username', 'name', 'surname', 'phone', 'license', 'country_iso', 'description', 'experience_years', 'specialization',
  'birth_date', 'nif', 'show_contact', 'verified', 'avatar_id', 'updated_at',
] as const;

const toProfileRow = (p: ProfileRecord): ProfileRow => ({
  username: p.username, name: p.name, surname: p.surname, phone: p.phone, license: p.license, country_iso: p.countryIso,
  description: p.description, experience_years: p.experienceYears, specialization: p.specialization, birth_date: p.birthDate,
  nif: p.nif, show_contact: p.showContact ? 1 : 0, verified: p.verified ? 1 : 0, avatar_id: p.avatarId, updated_at: p.updatedAt,
});

const toProfile = (r: ProfileRow): ProfileRecord => ({
  username: r.username, name: r.name, surname: r.surname, phone: r.phone, license: r.license, countryIso: r.country_iso,
  description: r.description, experienceYears: r.experience_years, specialization: r.specialization as ProfileRecord['specialization'],
  birthDate: r.birth_date, nif: r.nif, showContact: r.show_contact === 1, verified: r.verified === 1, avatarId: r.avatar_id,
  updatedAt: r.updated_at,
});

export function sqliteProfiles(db: Database): Profiles {
  const put = db.prepare<[ProfileRow]>(
    `INSERT OR REPLACE INTO profiles (${PROFILE_COLUMNS.join(', ')}) VALUES (${PROFILE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const get = db.prepare<[string], ProfileRow>('SELECT * FROM profiles WHERE username = ?');
  const del = db.prepare<[string]>('DELETE FROM profiles WHERE username = ?');
  const verifiedIn = db.prepare<[string], ProfileRow>(
    'SELECT * FROM profiles WHERE verified = 1 AND specialization IN (SELECT value FROM json_each(?)) ORDER BY username',
  );
  const verified = db.prepare<[number], ProfileRow>('SELECT * FROM profiles WHERE verified = 1 ORDER BY username LIMIT ?');
  return {
    async get(username) {
      const row = get.get(username);
      return row ? toProfile(row) : null;
    },
    async put(profile) {
      put.run(toProfileRow(profile));
    },
    async delete(username) {
      del.run(username);
    },
    async verifiedIn(areas) {
      return verifiedIn.all(JSON.stringify(areas)).map(toProfile);
    },
    async verified(limit) {
      return verified.all(limit).map(toProfile);
    },
  };
}

interface ApplicationRow { username: string; status: string; submitted_at: number; decided_at: number | null; reason: string | null }

const toApplication = (r: ApplicationRow): ApplicationRecord => ({
  username: r.username, status: r.status as ApplicationRecord['status'], submittedAt: r.submitted_at, decidedAt: r.decided_at, reason: r.reason,
});

export function sqliteApplications(db: Database): Applications {
  const put = db.prepare<[string, string, number, number | null, string | null]>(
    'INSERT OR REPLACE INTO applications (username, status, submitted_at, decided_at, reason) VALUES (?, ?, ?, ?, ?)',
  );
  const get = db.prepare<[string], ApplicationRow>('SELECT * FROM applications WHERE username = ?');
  const byStatus = db.prepare<[string], ApplicationRow>('SELECT * FROM applications WHERE status = ? ORDER BY submitted_at, username');
  const decide = db.prepare<[string, number, string | null, string]>(
    "UPDATE applications SET status = ?, decided_at = ?, reason = ? WHERE username = ? AND status = 'pending'",
  );
  const del = db.prepare<[string]>('DELETE FROM applications WHERE username = ?');
  return {
    async create(a) {
      put.run(a.username, a.status, a.submittedAt, a.decidedAt, a.reason);
    },
    async get(username) {
      const row = get.get(username);
      return row ? toApplication(row) : null;
    },
    async listByStatus(status) {
      return byStatus.all(status).map(toApplication);
    },
    async decide(username, status, reason, at) {
      return decide.run(status, at, reason, username).changes === 1;
    },
    async delete(username) {
      del.run(username);
    },
  };
}

export function sqliteRatings(db: Database): Ratings {
  const put = db.prepare<[string, string, number, number]>(
    'INSERT INTO ratings (rater, target, stars, at) VALUES (?, ?, ?, ?) ON CONFLICT (rater, target) DO UPDATE SET stars = excluded.stars, at = excluded.at',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM ratings WHERE rater = ? AND target = ?');
  const get = db.prepare<[string, string], { stars: number }>('SELECT stars FROM ratings WHERE rater = ? AND target = ?');
  const summary = db.prepare<[string], { average: number | null; count: number }>(
    'SELECT AVG(stars) AS average, COUNT(*) AS count FROM ratings WHERE target = ?',
  );
  const delForUser = db.prepare<[string, string]>('DELETE FROM ratings WHERE rater = ? OR target = ?');
  return {
    async put(rater, target, stars, at) {
      put.run(rater, target, stars, at);
    },
    async remove(rater, target) {
      remove.run(rater, target);
    },
    async get(rater, target) {
      return get.get(rater, target)?.stars ?? null;
    },
    async summary(target) {
      const row = summary.get(target);
      return { average: row?.count ? row.average : null, count: row?.count ?? 0 };
    },
    async deleteForUser(username) {
      delForUser.run(username, username);
    },
  };
}

/** The pair is stored in a fixed order (lower-cased comparison), so (a, b) and (b, a) are one row. */
export const orderedPair = (a: string, b: string): [string, string] => (a.toLowerCase() <= b.toLowerCase() ? [a, b] : [b, a]);

export function sqliteDirectLinks(db: Database): DirectLinks {
  const get = db.prepare<[string, string], { chat_id: string }>('SELECT chat_id FROM direct_links WHERE user_a = ? AND user_b = ?');
  const claim = db.prepare<[string, string, string]>('INSERT OR IGNORE INTO direct_links (user_a, user_b, chat_id) VALUES (?, ?, ?)');
  const replace = db.prepare<[string, string, string]>('INSERT OR REPLACE INTO direct_links (user_a, user_b, chat_id) VALUES (?, ?, ?)');
  const delForUser = db.prepare<[string, string]>('DELETE FROM direct_links WHERE user_a = ? OR user_b = ?');
  const claimTx = db.transaction((a: string, b: string, chatId: string) => {
    claim.run(a, b, chatId);
    return get.get(a, b)!.chat_id;
  });
  return {
    async get(a, b) {
      return get.get(...orderedPair(a, b))?.chat_id ?? null;
    },
    async claim(a, b, chatId) {
      const [x, y] = orderedPair(a, b);
      return claimTx.immediate(x, y, chatId);
    },
    async replace(a, b, chatId) {
      replace.run(...orderedPair(a, b), chatId);
    },
    async deleteForUser(username) {
      delForUser.run(username, username);
    },
  };
}
