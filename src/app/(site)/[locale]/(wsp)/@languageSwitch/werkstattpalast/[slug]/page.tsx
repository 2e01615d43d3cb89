import { languageSwitchSlot } from '@/features/site/LanguageSwitchSlot'

/** The language switch of a Werkstattpalast sub-page (see languageSwitchSlot). */
export default languageSwitchSlot('werkstattpalast')
