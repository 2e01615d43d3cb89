import { languageSwitchSlot } from '@/features/site/LanguageSwitchSlot'

/** The language switch of any page below the layout, with the page's path (see languageSwitchSlot). */
export default languageSwitchSlot()
