import { DefaultLayout } from '@/features/site/layouts/DefaultLayout'

/** The default layout (SPEC §2): header with navigation, the page, footer. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <DefaultLayout>{children}</DefaultLayout>
}
