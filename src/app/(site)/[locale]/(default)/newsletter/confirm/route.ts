import { newsletterLinkHandler } from '@/features/forms/newsletterLinks'

export const dynamic = 'force-dynamic'
// GET shows a page with a button (a mail scanner's GET confirms nothing); the button POSTs.
export const GET = newsletterLinkHandler('confirm')
export const POST = newsletterLinkHandler('confirm')
