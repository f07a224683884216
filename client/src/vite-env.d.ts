/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** the fixed client key sent as X-API-KEY (defaults to "psycare-web") */
  readonly VITE_API_KEY?: string;
}
