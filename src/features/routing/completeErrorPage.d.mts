/** Types of ./completeErrorPage.mjs. */
export declare const completeErrorPageHeader: string
export declare const errorPageWantedHeader: string
export declare const statusPageWantedHeader: string
