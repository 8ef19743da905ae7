/**
 * What a route shows instead of its page when the signed-in account's role may not use it
 * (src/app/route-access.tsx): the area's name as the page's heading and one calm sentence. No
 * button, no list, no call: nothing is offered that the server would refuse.
 */
import { PageHeading } from './page-heading.component'

export interface AccessNoticeProps {
  /** The area's name (its menu label), the page's h1. */
  readonly title: string
  /** Why, in a sentence (shell.text.ts `accessNotice`). */
  readonly text: string
}

export const AccessNotice = ({ title, text }: AccessNoticeProps) => (
  <div className="access-notice-page">
    <PageHeading title={title} />
    <section className="placeholder-notice access-notice" role="note" aria-label={title}>
      <i className="pi pi-lock" aria-hidden="true" />
      <p>{text}</p>
    </section>
  </div>
)
