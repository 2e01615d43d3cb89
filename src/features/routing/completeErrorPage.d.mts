/** Types of ./completeErrorPage.mjs. */
export declare const completeErrorPageHeader: string
