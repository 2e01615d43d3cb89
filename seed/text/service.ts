/** Leasing offers, inquiry topics and FAQ: the gallery's services in both languages. */

import type { TextBlock } from '../richtext'
import type { Localized } from './types'

export function leasingTexts(title: Localized, artist: string, rate: string, months: number): { title: Localized; teaser: Localized; body: Localized<TextBlock[]> } {
  return {
    title: { de: `${title.de} im Leasing`, en: `${title.en} on lease` },
    teaser: {
      de: `„${title.de}“ von ${artist} für ${rate} im Monat, ${months} Monate Laufzeit.`,
      en: `“${title.en}” by ${artist} for ${rate} a month over ${months} months.`,
    },
    body: {
      de: [
        `Mit dem Leasing holen Sie „${title.de}“ von ${artist} sofort in Ihre Räume und zahlen eine feste monatliche Rate von ${rate}.`,
        { heading: 'So funktioniert es', tag: 'h3' },
        { list: [`Laufzeit ${months} Monate, Rate inklusive Versicherung`, 'Lieferung und Hängung durch unser Team', 'Am Ende der Laufzeit gehört das Werk Ihnen'] },
        'Für Unternehmen können die Raten als Betriebsausgabe geltend gemacht werden. Sprechen Sie uns an – wir erstellen Ihnen gern ein Angebot.',
      ],
      en: [
        `With leasing, “${title.en}” by ${artist} comes into your rooms right away, for a fixed monthly rate of ${rate}.`,
        { heading: 'How it works', tag: 'h3' },
        { list: [`Term of ${months} months, rate including insurance`, 'Delivery and hanging by our team', 'At the end of the term the work is yours'] },
        'Companies can claim the rates as operating expenses. Talk to us – we will be glad to prepare an offer.',
      ],
    },
  }
}

export type InquiryTopicText = { slug: Localized; title: Localized; intro: Localized; body: Localized<TextBlock[]> }

export const inquiryTopicTexts: InquiryTopicText[] = [
  {
    slug: { de: 'kaufen', en: 'buying' },
    title: { de: 'Kaufen', en: 'Buying' },
    intro: {
      de: 'Sie interessieren sich für ein Werk? Wir beraten Sie zu Preis, Zustand und Lieferung.',
      en: 'Interested in a work? We advise you on price, condition and delivery.',
    },
    body: {
      de: [
        'Nennen Sie uns das Werk oder die Künstlerin bzw. den Künstler, für die Sie sich interessieren. Wir melden uns innerhalb von zwei Werktagen mit allen Details.',
        'Besichtigungen in der Galerie sind nach Vereinbarung jederzeit möglich.',
      ],
      en: [
        'Tell us which work or artist you are interested in. We will get back to you within two working days with all the details.',
        'Viewings at the gallery can be arranged at any time.',
      ],
    },
  },
  {
    slug: { de: 'leasing', en: 'leasing' },
    title: { de: 'Leasing', en: 'Leasing' },
    intro: {
      de: 'Kunst für Ihr Unternehmen – mit fester Rate und ohne große Anfangsinvestition.',
      en: 'Art for your company – at a fixed rate and without a large up-front investment.',
    },
    body: {
      de: [
        'Werke ab 1.000 € können Sie über 48 Monate leasen. Die Rate beträgt den Kaufpreis zuzüglich zehn Prozent, verteilt auf die Laufzeit.',
        'Gern stellen wir Ihnen eine Auswahl passend zu Ihren Räumen zusammen.',
      ],
      en: [
        'Works from €1,000 can be leased over 48 months. The rate is the purchase price plus ten per cent, spread over the term.',
        'We are happy to put together a selection to suit your spaces.',
      ],
    },
  },
  {
    slug: { de: 'auftragsarbeiten', en: 'commissions' },
    title: { de: 'Auftragsarbeiten', en: 'Commissions' },
    intro: {
      de: 'Ein Werk, das es nur für Sie gibt: Wir vermitteln Aufträge an unsere Künstlerinnen und Künstler.',
      en: 'A work that exists only for you: we arrange commissions with our artists.',
    },
    body: {
      de: ['Beschreiben Sie uns Ort, Format und Ihre Vorstellungen. Wir schlagen passende Positionen vor und begleiten den Prozess vom ersten Entwurf bis zur Übergabe.'],
      en: ['Describe the place, the format and your ideas. We suggest suitable artists and accompany the process from the first draft to the handover.'],
    },
  },
  {
    slug: { de: 'kunst-mieten', en: 'art-rental' },
    title: { de: 'Kunst mieten', en: 'Art rental' },
    intro: { de: 'Für Film, Fotoproduktionen, Messen und Veranstaltungen verleihen wir Werke auf Zeit.', en: 'We rent out works for film, photo shoots, fairs and events.' },
    body: {
      de: ['Mietdauer ab einer Woche, inklusive Versicherung, Transport und Aufbau durch unser Team.'],
      en: ['Rental from one week, including insurance, transport and installation by our team.'],
    },
  },
  {
    slug: { de: 'kunstberatung', en: 'art-consulting' },
    title: { de: 'Kunstberatung', en: 'Art consulting' },
    intro: { de: 'Wir helfen beim Aufbau und der Pflege von Sammlungen – privat und für Unternehmen.', en: 'We help build and look after collections – private and corporate.' },
    body: {
      de: ['Von der Bestandsaufnahme über Ankaufsstrategien bis zur Katalogisierung: Unsere Beratung richtet sich nach Ihren Zielen und Ihrem Budget.'],
      en: ['From taking stock to acquisition strategies and cataloguing: our advice follows your goals and your budget.'],
    },
  },
]

export type FaqText = { category: Localized; question: Localized; answer: Localized }

const buying = { de: 'Kaufen', en: 'Buying' }
const leasing = { de: 'Leasing', en: 'Leasing' }
const shipping = { de: 'Versand', en: 'Shipping' }
const general = { de: 'Allgemein', en: 'General' }

export const faqTexts: FaqText[] = [
  {
    category: buying,
    question: { de: 'Wie kaufe ich ein Werk?', en: 'How do I buy a work?' },
    answer: {
      de: 'Senden Sie uns eine Anfrage über die Werkseite oder rufen Sie uns an. Wir reservieren das Werk und schicken Ihnen eine Rechnung.',
      en: 'Send us an inquiry from the artwork page or call us. We reserve the work and send you an invoice.',
    },
  },
  {
    category: buying,
    question: { de: 'Was bedeutet „Preis auf Anfrage“?', en: 'What does “price on request” mean?' },
    answer: {
      de: 'Bei manchen Werken nennen wir den Preis persönlich, etwa weil er von Rahmung oder Edition abhängt.',
      en: 'For some works we quote the price personally, for example because it depends on framing or edition.',
    },
  },
  {
    category: buying,
    question: { de: 'Kann ich ein Werk vor dem Kauf sehen?', en: 'Can I see a work before buying?' },
    answer: {
      de: 'Ja. Vereinbaren Sie einen Termin in der Galerie; viele Werke bringen wir auch zur Ansicht zu Ihnen.',
      en: 'Yes. Make an appointment at the gallery; we can also bring many works to you for viewing.',
    },
  },
  {
    category: buying,
    question: { de: 'Erhalte ich ein Echtheitszertifikat?', en: 'Do I receive a certificate of authenticity?' },
    answer: {
      de: 'Jedes Werk wird mit einem von der Galerie und, soweit möglich, von der Künstlerin oder dem Künstler unterzeichneten Zertifikat geliefert.',
      en: 'Every work comes with a certificate signed by the gallery and, where possible, by the artist.',
    },
  },
  {
    category: buying,
    question: { de: 'Ist Ratenzahlung möglich?', en: 'Can I pay in instalments?' },
    answer: {
      de: 'Ja, bis zu zwölf Monate ohne Aufpreis. Für längere Zeiträume empfehlen wir Leasing.',
      en: 'Yes, up to twelve months at no extra cost. For longer periods we recommend leasing.',
    },
  },
  {
    category: leasing,
    question: { de: 'Welche Werke kann ich leasen?', en: 'Which works can I lease?' },
    answer: {
      de: 'Alle verfügbaren Werke ab einem Preis von 1.000 €, sofern Leasing für das Werk nicht ausgeschlossen ist.',
      en: 'All available works priced from €1,000, unless leasing is ruled out for the work.',
    },
  },
  {
    category: leasing,
    question: { de: 'Wie berechnet sich die Leasingrate?', en: 'How is the leasing rate calculated?' },
    answer: { de: 'Kaufpreis mal 1,1, geteilt durch 48 Monate, gerundet auf volle Euro.', en: 'Purchase price times 1.1, divided by 48 months, rounded to whole euros.' },
  },
  {
    category: leasing,
    question: { de: 'Gehört mir das Werk nach dem Leasing?', en: 'Do I own the work after leasing?' },
    answer: { de: 'Ja, mit der letzten Rate geht das Werk in Ihr Eigentum über.', en: 'Yes, ownership passes to you with the last instalment.' },
  },
  {
    category: leasing,
    question: { de: 'Können auch Privatpersonen leasen?', en: 'Can private individuals lease?' },
    answer: {
      de: 'Unser Leasing richtet sich vor allem an Unternehmen und Selbstständige; für Privatpersonen bieten wir Ratenzahlung an.',
      en: 'Our leasing is mainly aimed at companies and the self-employed; for private individuals we offer instalments.',
    },
  },
  {
    category: shipping,
    question: { de: 'Wohin liefern Sie?', en: 'Where do you deliver?' },
    answer: {
      de: 'Weltweit. Innerhalb Berlins liefern und hängen wir selbst, sonst arbeiten wir mit spezialisierten Kunstspeditionen.',
      en: 'Worldwide. Within Berlin we deliver and hang ourselves; elsewhere we work with specialised fine-art shippers.',
    },
  },
  {
    category: shipping,
    question: { de: 'Was kostet der Versand?', en: 'What does shipping cost?' },
    answer: {
      de: 'Das hängt von Größe, Gewicht und Ziel ab. Sie erhalten vor dem Kauf ein verbindliches Angebot.',
      en: 'That depends on size, weight and destination. You receive a binding quote before you buy.',
    },
  },
  {
    category: shipping,
    question: { de: 'Ist das Werk versichert?', en: 'Is the work insured?' },
    answer: {
      de: 'Ja, von Wand zu Wand – vom Abhängen in der Galerie bis zur Hängung bei Ihnen.',
      en: 'Yes, wall to wall – from taking it down at the gallery to hanging it at yours.',
    },
  },
  {
    category: general,
    question: { de: 'Wann hat die Galerie geöffnet?', en: 'When is the gallery open?' },
    answer: { de: 'Dienstag bis Samstag von 11 bis 18 Uhr und nach Vereinbarung.', en: 'Tuesday to Saturday from 11 am to 6 pm, and by appointment.' },
  },
  {
    category: general,
    question: { de: 'Was ist der Werkstattpalast?', en: 'What is the Werkstattpalast?' },
    answer: {
      de: 'Unser Atelierhaus mit Arbeitsplätzen für Stipendiatinnen und Stipendiaten, Werkstätten und einem Veranstaltungsraum.',
      en: 'Our studio building with workspaces for residents, workshops and an event space.',
    },
  },
  {
    category: general,
    question: { de: 'Wie kann ich mich als Künstlerin oder Künstler bewerben?', en: 'How can I apply as an artist?' },
    answer: {
      de: 'Schicken Sie uns ein Portfolio als PDF an die Kontaktadresse. Wir sehen uns jede Einsendung an, können aber nicht auf alle antworten.',
      en: 'Send a portfolio as a PDF to our contact address. We look at every submission but cannot reply to all of them.',
    },
  },
]
