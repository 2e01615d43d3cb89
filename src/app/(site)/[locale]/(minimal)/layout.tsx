import { MinimalLayout } from '@/features/site/layouts/MinimalLayout'

/** The minimal layout (SPEC §2): the gallery's name and the page, for pages that stand alone. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <MinimalLayout>{children}</MinimalLayout>
}
