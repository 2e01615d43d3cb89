import { newsletterLinkHandler } from '@/features/forms/newsletterLinks'

export const dynamic = 'force-dynamic'
// GET shows a page with a button (a mail scanner's GET unsubscribes nobody); the button and mail
// clients' one-click unsubscribe (RFC 8058) POST.
export const GET = newsletterLinkHandler('unsubscribe')
export const POST = newsletterLinkHandler('unsubscribe')
