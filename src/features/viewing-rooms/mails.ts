/** The mail that carries a recipient's link (issue 51), in their language. No price, no note: the room holds those. */
import { formatDate } from '@/base/dates'
import type { Locale } from '@/base/locales'

type Invite = { name: string; title: string; url: string; expiresAt: string | null; passcode: boolean }

export function inviteMail(locale: Locale, { name, title, url, expiresAt, passcode }: Invite): { subject: string; text: string } {
  const until = expiresAt ? formatDate(expiresAt, locale, 'day') : ''
  if (locale === 'en')
    return {
      subject: `A private viewing room for you: ${title}`.slice(0, 300),
      text: [
        name ? `Dear ${name},` : 'Dear collector,',
        '',
        `we have put together a selection of works for you: "${title}". Your personal link:`,
        url,
        '',
        until ? `The link is yours alone and works until ${until}.` : 'The link is yours alone.',
        passcode ? 'We will give you the passcode separately.' : '',
        'Simply reply to this mail with any question or to reserve a work.',
        '',
        'Kind regards',
        'Galerie Vernissage',
      ]
        .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
        .join('\n'),
    }
  return {
    subject: `Ein privater Raum für Sie: ${title}`.slice(0, 300),
    text: [
      name ? `Guten Tag ${name},` : 'Guten Tag,',
      '',
      `wir haben eine Auswahl von Werken für Sie zusammengestellt: „${title}“. Ihr persönlicher Link:`,
      url,
      '',
      until ? `Der Link gilt nur für Sie und bis zum ${until}.` : 'Der Link gilt nur für Sie.',
      passcode ? 'Den Zugangscode teilen wir Ihnen gesondert mit.' : '',
      'Antworten Sie einfach auf diese Mail, wenn Sie Fragen haben oder ein Werk reservieren möchten.',
      '',
      'Mit freundlichen Grüßen',
      'Galerie Vernissage',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  }
}
