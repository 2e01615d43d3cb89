/** The language switch of the home page (see LanguageSwitchSlot). */
export { LanguageSwitchSlot as default } from '@/features/site/LanguageSwitchSlot'
