/** Types of ./admission.mjs: the gates that bound what anonymous clients have running at once, and each client's share. */
export type GateSettings = { concurrency: number; maxWaiting: number; perClient?: number }
export type GateName = 'hashing' | 'anonymousQueries' | 'siteQueries'
export declare const gateSettings: Record<GateName, GateSettings>
export declare const maxHoldMs: number

/** Why a gate refused: the client's share is used, every place is taken, or the client left while waiting. */
export type Refusal = 'share' | 'full' | 'gone'
export type RunOptions = { client?: string; signal?: AbortSignal; holdMs?: number }

export type Gate = {
  /** Runs the work when a place is free or one may wait for it; the refusal otherwise. The place is given back when the work settles, the signal aborts or holdMs pass. */
  run<T>(work: () => Promise<T>, options?: RunOptions): Promise<{ value: T } | { refused: Refusal }>
  /** Why a request of this client would be refused now, or null. */
  refusal(client?: string): Exclude<Refusal, 'gone'> | null
  /** Whether every place, running and waiting, is taken now. */
  full(): boolean
  /** Work running and waiting now. */
  load(): { active: number; waiting: number }
  /** Places one client holds now, running and waiting. */
  held(client: string): number
}
export declare function gate(name: string, settings?: GateSettings): Gate
export declare function clientOf(headers: HeaderSource): string

export declare const busyRetryAfterSeconds: number
export declare function busyMessage(language: string | undefined): string
export declare function shareMessage(language: string | undefined): string
export type BusyAnswer = { status: number; headers: Record<string, string>; body: string }
export declare function busyAnswer(language: string | undefined, refused?: Refusal): BusyAnswer
export declare function busyResponse(language: string | undefined, refused?: Refusal): Response

type HeaderSource = Headers | Record<string, string | string[] | undefined>
export declare function hasCredentials(headers: HeaderSource): boolean
export declare function restGateOf(method: string, pathname: string, headers: HeaderSource): GateName | 'maybeStaff' | null
export declare function restGate(request: Request, signedIn: () => Promise<boolean>): Promise<GateName | null>
export declare function withGates<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  signedIn: (request: Request) => Promise<boolean>,
  beforeHashing?: (request: Request) => Promise<Response | null>,
): (request: Request, ...rest: Rest) => Promise<Response>
export declare function languageOf(acceptLanguage: string | null | undefined): 'de' | 'en'
export declare function languageOfRequest(request: Request): 'de' | 'en'
export declare const siteQueryHeader: string
export declare function refusedAtTheDoor(method: string | undefined, url: string | undefined, headers: HeaderSource): BusyAnswer | null
export declare function doorGateOf(method: string | undefined, url: string | undefined, headers: HeaderSource): GateName | null
export declare const doorHeader: string
export declare function admittedAtTheDoor(headers: HeaderSource): GateName | null
export declare function admitAtTheDoor(
  name: GateName,
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  pass: () => void,
  holdMs?: number,
): Promise<Refusal | null>
export declare function atTheDoor(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  pass: () => void,
  refuse: (answer: BusyAnswer) => void,
): void
export declare const doorHoldMs: number
