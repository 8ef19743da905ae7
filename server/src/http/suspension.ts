/**
 * What a suspended client (利用停止, `clients.suspended_at`) or a frozen doctor (`doctors.frozen`)
 * may still call (docs/security.md). Run by app.ts right after the access check,
 * for every call that has a caller; a refusal is 403 '利用停止中のアカウントでは操作できません'.
 *
 * The policy is ONE table, `suspensionStandings`: every call a doctor or client can make (access
 * verified, member, doctor or owner; tests/server/suspension.test.ts checks that each is here and
 * nothing else is) stands as
 *   own   the caller's own data: reading it (profile, MP and gift-card history, their releases,
 *         manuscripts and files), and which mail they receive (an opt-out must always work) — kept;
 *   open  what any verified sign-in may call, a stranger too (reference data, the contact form a
 *         suspended account uses to ask about its suspension) — kept: refusing it would gain nothing;
 *   use   using the service: every other write (creating, editing, uploading, answering, offering,
 *         exchanging MP) and reading what the service offers beyond one's own data (manuscripts
 *         open for offers, media articles) — refused.
 * A call whose standing differs by role names both (`{ doctor, client }`).
 *
 * Who is restricted: a caller bound to a frozen doctor or a suspended client, unless they are also
 * an active operator (staff are never refused here; a handler's own rule may still refuse them,
 * e.g. spending a frozen doctor's MP: support/caller.ts `acting`). Suspension is of the sign-in:
 * a caller bound to a suspended client AND an active doctor (or a frozen doctor and an active
 * client) is held to what the restricted role may do — the same token acts as both, and a call
 * such as an upload cannot say for which. A call missing from the table is refused for a
 * restricted caller. Public calls are never refused (anyone may make them without a token).
 *
 * Freezing and suspending (`admin.doctors.setStatus`, `admin.clients.suspend`) apply to the next
 * call: Caller carries `doctor.frozen` / `client.suspended` (auth.ts resolveCaller), and app.ts
 * forgets cached callers after any call that changes doctors or clients (other instances within
 * the caller cache's 5 s, docs/auth.md).
 */
import type { CallName } from '#domain/catalogue'
import type { AnyEndpoint } from '#domain/endpoint'
import type { Caller } from '../areas/support/handler'
import { suspendedMessage } from '../areas/support/caller'

export type SuspensionStanding = 'own' | 'open' | 'use'
export type SuspensionRule = SuspensionStanding | { readonly doctor: SuspensionStanding; readonly client: SuspensionStanding }

export const suspensionStandings: { readonly [N in CallName]?: SuspensionRule } = {
  // reference data and forms any verified sign-in may use
  'general.contact.post': 'open',
  'general.belongs.list': 'open',
  'general.belongs.get': 'open',
  'general.belongs.lookup': 'open',
  'general.denialReasons.list': 'open',
  'general.denialReasons.lookup': 'open',
  'general.doctorArticles.list': 'open',
  'general.doctorArticles.get': 'open',
  'general.expertise.tree': 'open',
  'general.expertise.lookup': 'open',
  'general.organizations.list': 'open',
  'general.organizations.get': 'open',
  'general.tags.list': 'open',
  'general.tags.search': 'open',

  // the account and profile
  'general.auth.get': 'own',
  'general.clients.get': 'own',
  'general.clients.usageReport': 'own',
  'general.clients.update': 'use',
  'general.doctors.get': 'own',
  'general.doctors.update': 'use',
  'general.doctorNotifications.disable': 'own',
  'general.doctorNotifications.frequency': 'own',

  // MP and gift cards: the balance and the history (codes already issued) stay readable
  'general.doctorPoints.mine': 'own',
  'general.doctorPoints.exchangeHistories': 'own',
  'general.doctorPoints.exchange': 'use',
  'general.doctorPoints.deleteGiftCard': 'use',
  'general.giftcard.convert': 'use',

  // surveys and media articles
  'general.doctorArticles.answers': 'own',
  'general.doctorArticles.answer': 'use',
  'general.doctorArticles.updateAnswer': 'use',
  'general.mediaArticles.answers': 'own',
  'general.mediaArticles.get': 'use',

  // files
  'general.files.get': 'own',
  'general.files.search': 'own',
  'general.files.upload': 'use',
  'general.images.upload': 'use',

  // manuscripts: a doctor's own; a client reads those open for offers (the service it pays for)
  'general.manuscripts.list': 'own',
  'general.manuscripts.search': 'own',
  'general.manuscripts.latestOffered': 'own',
  'general.manuscripts.reviewed': 'own',
  'general.manuscripts.underReviews': 'own',
  'general.manuscripts.reviews': 'own',
  'general.manuscripts.getReview': 'own',
  'general.manuscripts.acceptable': { doctor: 'own', client: 'use' },
  'general.manuscripts.get': { doctor: 'own', client: 'use' },
  'general.manuscripts.create': 'use',
  'general.manuscripts.update': 'use',
  'general.manuscripts.uploadContent': 'use',
  'general.manuscripts.offer': 'use',

  // press releases
  'general.pressReleases.list': 'own',
  'general.pressReleases.get': 'own',
  'general.pressReleases.create': 'use',
  'general.pressReleases.update': 'use',
  'general.pressReleases.publishedAt': 'use',
}

const standingAs = (rule: SuspensionRule, role: 'doctor' | 'client'): SuspensionStanding => (typeof rule === 'string' ? rule : rule[role])

/** The roles the caller is restricted in: a frozen doctor, a suspended client (never staff). */
export const restrictedRoles = (caller: Caller | null): ReadonlyArray<'doctor' | 'client'> => {
  if (!caller || caller.operator) return []
  return [...(caller.doctor?.frozen ? (['doctor'] as const) : []), ...(caller.client?.suspended ? (['client'] as const) : [])]
}

/** 403 when a frozen doctor or suspended client makes a call their standing does not keep; else null. */
export const suspensionRefusal = (endpoint: AnyEndpoint, caller: Caller | null): { status: 403; message: string } | null => {
  if (endpoint.access === 'public') return null
  const roles = restrictedRoles(caller)
  if (roles.length === 0) return null
  const rule = suspensionStandings[endpoint.name as CallName]
  const kept = rule !== undefined && roles.every((role) => standingAs(rule, role) !== 'use')
  return kept ? null : { status: 403, message: suspendedMessage }
}
