/** The language switch of any page below the layout, with the page's path (see LanguageSwitchSlot). */
export { LanguageSwitchSlot as default } from '@/features/site/LanguageSwitchSlot'
