/** Types of ./admission.mjs: the gates that bound what anonymous clients have running at once. */
export type GateSettings = { concurrency: number; maxWaiting: number }
export type GateName = 'hashing' | 'anonymousQueries'
export declare const gateSettings: Record<GateName, GateSettings>

export type Gate = {
  /** Runs the work when a place is free or one may wait for it; null when the gate is full. */
  run<T>(work: () => Promise<T>): Promise<{ value: T } | null>
  /** Whether every place, running and waiting, is taken now. */
  full(): boolean
  /** Work running and waiting now. */
  load(): { active: number; waiting: number }
}
export declare function gate(name: string, settings?: GateSettings): Gate

export declare const busyRetryAfterSeconds: number
export declare function busyMessage(language: string | undefined): string
export type BusyAnswer = { status: number; headers: Record<string, string>; body: string }
export declare function busyAnswer(language: string | undefined): BusyAnswer
export declare function busyResponse(language: string | undefined): Response

type HeaderSource = Headers | Record<string, string | string[] | undefined>
export declare function hasCredentials(headers: HeaderSource): boolean
export declare function restGateOf(method: string, pathname: string, headers: HeaderSource): GateName | 'maybeStaff' | null
export declare function restGate(request: Request, signedIn: () => Promise<boolean>): Promise<GateName | null>
export declare function withGates<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  signedIn: (request: Request) => Promise<boolean>,
): (request: Request, ...rest: Rest) => Promise<Response>
export declare function languageOf(acceptLanguage: string | null | undefined): 'de' | 'en'
export declare function languageOfRequest(request: Request): 'de' | 'en'
export declare function refusedAtTheDoor(method: string | undefined, url: string | undefined, headers: HeaderSource): BusyAnswer | null
export declare function doorGateOf(method: string | undefined, url: string | undefined, headers: HeaderSource): GateName | null
export declare const doorHeader: string
export declare function admittedAtTheDoor(headers: HeaderSource): boolean
export declare function admitAtTheDoor(
  name: GateName,
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  pass: () => void,
  holdMs?: number,
): Promise<boolean>
export declare const doorHoldMs: number
