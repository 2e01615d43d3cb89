import { newsletterLinkHandler } from '@/features/forms/newsletterLinks'

export const dynamic = 'force-dynamic'
export const GET = newsletterLinkHandler('confirm')
