/** What a contact is to the gallery (the contact's `tags`), in both languages. */
export const contactTags = [
  { value: 'collector', label: { de: 'Sammler:in', en: 'Collector' } },
  { value: 'press', label: { de: 'Presse', en: 'Press' } },
  { value: 'institution', label: { de: 'Institution', en: 'Institution' } },
  { value: 'artist', label: { de: 'Künstler:in', en: 'Artist' } },
  { value: 'curator', label: { de: 'Kurator:in', en: 'Curator' } },
  { value: 'dealer', label: { de: 'Händler:in / Galerie', en: 'Dealer / gallery' } },
  { value: 'vip', label: { de: 'VIP', en: 'VIP' } },
]
