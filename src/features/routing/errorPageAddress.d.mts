import type { Locale } from '../../base/locales'

export type ErrorStatus = 404 | 500

export function errorPageAddress(status: ErrorStatus, locale: Locale): string
export function isErrorPageAddress(pathname: string, search: string, status: ErrorStatus, locale: Locale): boolean
