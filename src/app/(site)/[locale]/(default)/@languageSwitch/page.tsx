import { languageSwitchSlot } from '@/features/site/LanguageSwitchSlot'

/** The language switch of the home page (see languageSwitchSlot). */
export default languageSwitchSlot()
