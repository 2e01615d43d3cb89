/** Types of ./violations.mjs. */
export type Violation = { page: string; directive: string }
export declare function violationsOf(body: unknown, origin: string): Violation[]
export declare function recordViolations(pairs: Violation[]): Promise<void>
export declare function violationCounts(): Promise<Array<Violation & { count: number }>>
