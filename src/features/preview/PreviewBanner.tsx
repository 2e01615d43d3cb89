import { getLocale, getTranslations } from 'next-intl/server'

import { localizedUrl } from '@/i18n/alternates'
import { isLocale, defaultLocale } from '@/base/locales'

import { currentPreview, isDraftMode } from './draft'
import { PreviewBannerBar } from './PreviewBannerBar'

/**
 * The "Vorschau" / "Preview" banner on every page while draft mode is on (mounted by the site's
 * template). Off draft mode it renders nothing and reads nothing else, so cached pages stay static.
 */
export async function PreviewBanner() {
  if (!(await isDraftMode())) return null
  const [preview, requested] = await Promise.all([currentPreview(), getLocale()])
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <PreviewBannerBar
      label={t('banner')}
      text={t('bannerText')}
      exitLabel={t('exit')}
      exitUrl={localizedUrl('/preview/exit', locale)}
      liveUrl={localizedUrl('/preview/live', locale)}
      previewPath={preview?.path ?? null}
    />
  )
}
