import { languageSwitchSlot } from '@/features/site/LanguageSwitchSlot'

/** The language switch of the Werkstattpalast page (see languageSwitchSlot). */
export default languageSwitchSlot('werkstattpalast')
