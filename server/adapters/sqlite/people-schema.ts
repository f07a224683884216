/** Migration 2 (issue 5): profiles, professional applications, uploads, ratings, direct links, newsletter, contact. */
export const PEOPLE_MIGRATION = `
  CREATE TABLE profiles (
    username TEXT PRIMARY KEY COLLATE NOCASE,
    name TEXT,
    surname TEXT,
    phone TEXT,
    license TEXT,
    country_iso TEXT,
    description TEXT NOT NULL,
    experience_years INTEGER,
    specialization TEXT,
    birth_date TEXT,
    nif TEXT,
    show_contact INTEGER NOT NULL,
    verified INTEGER NOT NULL,
    avatar_id TEXT,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX profiles_verified ON profiles (verified, specialization);

  CREATE TABLE applications (
    username TEXT PRIMARY KEY COLLATE NOCASE,
    status TEXT NOT NULL,
    submitted_at INTEGER NOT NULL,
    decided_at INTEGER,
    reason TEXT
  );
  CREATE INDEX applications_status ON applications (status, submitted_at);

  CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL COLLATE NOCASE,
    kind TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    wrapped_key BLOB,
    data BLOB NOT NULL
  );
  CREATE INDEX uploads_owner ON uploads (owner, kind, created_at);

  CREATE TABLE ratings (
    rater TEXT NOT NULL COLLATE NOCASE,
    target TEXT NOT NULL COLLATE NOCASE,
    stars INTEGER NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (rater, target)
  );
  CREATE INDEX ratings_target ON ratings (target);

  CREATE TABLE direct_links (
    user_a TEXT NOT NULL COLLATE NOCASE,
    user_b TEXT NOT NULL COLLATE NOCASE,
    chat_id TEXT NOT NULL,
    PRIMARY KEY (user_a, user_b)
  );
  CREATE INDEX direct_links_b ON direct_links (user_b);

  CREATE TABLE newsletter (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER
  );

  CREATE TABLE contact_messages (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX contact_messages_email ON contact_messages (email, created_at);
`;
