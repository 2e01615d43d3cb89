import { newsletterLinkHandler } from '@/features/forms/newsletterLinks'

export const dynamic = 'force-dynamic'
// GET from the link in the mail; POST for mail clients' one-click unsubscribe button.
export const GET = newsletterLinkHandler('unsubscribe')
export const POST = newsletterLinkHandler('unsubscribe')
