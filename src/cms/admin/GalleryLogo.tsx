import messages from '@/i18n/messages/de.json'

/** The gallery's mark, as the site's icon draws it (src/app/icon.svg): cream on black. */
function Mark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" height={size} viewBox="0 0 512 512" width={size} xmlns="http://www.w3.org/2000/svg">
      <rect fill="#000" height="512" rx="48" width="512" />
      <path d="M118 136h114v14h-18l60 184 56-184h-30v-14h94v14h-26l-102 234h-22L140 150h-22z" fill="#F1EADB" />
    </svg>
  )
}

/**
 * The gallery's mark and name in place of Payload's logo on the admin's login page (issue 49 point
 * 7, docs/admin.md#branding). The name is the site's own (its manifest and header: the same in both languages).
 */
export function GalleryLogo() {
  return (
    <span data-testid="gallery-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <Mark size={48} />
      <span style={{ fontFamily: 'Georgia, "Times New Roman", serif', fontSize: '2rem', letterSpacing: '0.02em' }}>{messages.site.name}</span>
    </span>
  )
}

/** The gallery's mark in place of Payload's icon in the admin's navigation (issue 49 point 7). */
export function GalleryIcon() {
  return (
    <span data-testid="gallery-icon" title={messages.site.name} style={{ display: 'inline-flex' }}>
      <Mark size={24} />
    </span>
  )
}
