/** Types of ./bots.mjs. */
export declare const visitorToolPatterns: string[]
export declare const botPattern: RegExp
export declare function isBot(userAgent: string | null | undefined): boolean
