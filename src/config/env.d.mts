/** Types of ./env.mjs: every environment variable, checked, with its default applied. */

export type Source = Record<string, string | undefined>

export interface Config {
  readonly NODE_ENV: string | undefined
  readonly PORT: number
  readonly PUBLIC_URL: string | undefined
  readonly PAYLOAD_SECRET: string | undefined
  readonly NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: string | undefined
  readonly PREVIEW_SECRET: string | undefined
  readonly ADMIN_EMAIL: string | undefined
  readonly ADMIN_PASSWORD: string | undefined
  readonly TRUST_PROXY: string | undefined
  readonly FRONT_CACHE: 'on' | 'off'
  readonly DATABASE_URL: string | undefined
  readonly DATABASE_POOL_MAX: number
  readonly DATABASE_QUERY_TIMEOUT_MS: number | undefined
  readonly DATABASE_CONNECT_TIMEOUT_MS: number
  readonly REDIS_URL: string | undefined
  readonly REDIS_TIMEOUT_MS: number
  readonly LIVE_MAX_PER_ADDRESS: number
  readonly LIVE_MAX_STREAMS: number
  readonly PASSWORD_HASHES_AT_ONCE: number
  readonly ANONYMOUS_QUERIES_AT_ONCE: number
  readonly MEDIA_DIR: string
  readonly MEDIA_CACHE_DIR: string
  readonly MEDIA_URL: string
  readonly NEXT_PUBLIC_MEDIA_URL: string | undefined
  readonly S3_BUCKET: string | undefined
  readonly S3_ENDPOINT: string | undefined
  readonly S3_REGION: string | undefined
  readonly S3_ACCESS_KEY_ID: string | undefined
  readonly S3_SECRET_ACCESS_KEY: string | undefined
  readonly S3_PREFIX: string | undefined
  readonly S3_FORCE_PATH_STYLE: boolean
  readonly SMTP_URL: string | undefined
  readonly GALLERY_EMAIL: string | undefined
  readonly MAIL_FROM: string | undefined
  readonly MAIL_RETRY_SECONDS: number
  readonly MAIL_LEASE_SECONDS: number
  readonly INBOUND_SMTP_PORT: number | undefined
  readonly INBOUND_SMTP_HOST: string
  readonly BACKUP_DIR: string
  readonly SEED: boolean
  readonly SEED_ARTWORKS: number | undefined
  readonly SEED_GTM_ID: string | undefined
  readonly LANG: string | undefined
  readonly NEXT_DIST_DIR: string
  readonly TEST_POSTGRES_URL: string
  readonly VERNISSAGE_BUILD_ID: string | undefined
  readonly VERNISSAGE_SCRIPT: string | undefined
  readonly VERNISSAGE_TYPES_CHECKED: string | undefined
  readonly VERNISSAGE_BUILD_CACHE: string | undefined
  readonly VERNISSAGE_FAILURE_PROBE: string | undefined
  readonly PREPARE_STEPS: 'migrate' | undefined
  readonly NEXT_PHASE: string | undefined
}

/** A configuration that cannot run; the message is one line naming the variable. */
export declare class ConfigError extends Error {}

/** The names of every variable ./env.mjs reads. */
export declare const variableNames: readonly (keyof Config)[]

/** This process's settings, each read from process.env when used; throws a ConfigError on a wrong value. */
export declare function config(): Config

/** Every variable of `source` (process.env unless given), checked alone and together; throws a ConfigError. */
export declare function readConfig(source?: Source): Config

/** Why this environment cannot run (serving in production: PUBLIC_URL and a strong PAYLOAD_SECRET too), or null. */
export declare function configProblem(source?: Source, options?: { serving?: boolean }): string | null

/** In production on PostgreSQL, a missing PAYLOAD_SECRET as one line; else null. */
export declare function sharedSecretProblem(settings: Pick<Config, 'NODE_ENV' | 'PAYLOAD_SECRET' | 'DATABASE_URL'>): string | null

/** Whether PAYLOAD_SECRET is long and unguessable enough for production. */
export declare function isStrongSecret(secret: string | undefined): boolean

export type TrustProxy = { hops: number } | { trusted: string[] }

/** TRUST_PROXY's value as proxy-addr's trust; throws a ConfigError naming a wrong entry. */
export declare function parseTrustProxy(value: string | undefined): TrustProxy

/** "::ffff:10.0.0.1" → "10.0.0.1"; brackets, ports of bracketed addresses and zone ids dropped. */
export declare function normalizeAddress(value: string | null | undefined): string
