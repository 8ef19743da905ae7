/**
 * The public direct API, under /api/direct (SPEC 7; design in docs/api.md).
 * Reads are public. Anonymous forms (contacts, interview requests) are public
 * POSTs. The medium registration (post) and update (put) need a signed-in
 * media account: the spec lists a `put` for medium, kept as PUT.
 */
import { RevertQuery } from '../audit'
import { Admission, AdmissionQuery } from '../admission'
import { ClientPublic, ClientPublicSearch } from '../client'
import { ContactInput, ContactReceipt } from '../contact'
import { DoctorPublic, DoctorPublicSearch } from '../doctor'
import { endpoint } from '../endpoint'
import { Health } from '../fields'
import { Interview, InterviewQuery, Media, MediaInput, MediaQuery, MediaUpdate } from '../media'
import { Organization, OrganizationQuery, OrganizationSearch } from '../organization'
import {
  InterviewRequestInput, InterviewRequestReceipt, PressRelease, PressReleaseQuery, PressReleaseSearch,
  PressReleaseTagQuery,
} from '../press-release'
import { Recommend, RecommendQuery } from '../recommend'
import { RankingEntry, RankingQuery } from '../report'
import { Tag, TagQuery, TagSearch } from '../tag'
import { MediaParams, OrganizationParams, PressReleaseParams, RecommendParams } from './params'

const d = 'direct' as const

export const directCalls = [
  endpoint({ name: 'direct.health.check', group: d, method: 'GET', path: '/health_check', payload: Health, access: 'public', summary: 'Health check' }),
  endpoint({ name: 'direct.admissions.check', group: d, method: 'GET', path: '/admissions/', query: AdmissionQuery, payload: Admission, access: 'public', summary: 'May this e-mail sign in to this login destination' }),
  endpoint({ name: 'direct.clients.search', group: d, method: 'POST', path: '/clients/search', body: ClientPublicSearch, payload: ClientPublic, shape: 'list', access: 'public', summary: 'Public client directory search' }),
  endpoint({ name: 'direct.contacts.post', group: d, method: 'POST', path: '/contacts', body: ContactInput, payload: ContactReceipt, access: 'public', summary: 'Anonymous contact form' }),
  endpoint({ name: 'direct.doctors.search', group: d, method: 'POST', path: '/doctors/search', body: DoctorPublicSearch, payload: DoctorPublic, shape: 'list', access: 'public', summary: 'Public doctor directory search (no contact data)' }),

  // Medium
  endpoint({ name: 'direct.medium.list', group: d, method: 'GET', path: '/medium/', query: MediaQuery, payload: Media, shape: 'list', access: 'public', summary: 'List media' }),
  endpoint({ name: 'direct.medium.get', group: d, method: 'GET', path: '/medium/{mediaID}', params: MediaParams, payload: Media, access: 'public', summary: 'Get one medium' }),
  endpoint({ name: 'direct.medium.interviews', group: d, method: 'GET', path: '/medium/{mediaID}/interviews', params: MediaParams, query: InterviewQuery, payload: Interview, shape: 'list', access: 'public', summary: 'Published interviews of a medium' }),
  endpoint({ name: 'direct.medium.create', group: d, method: 'POST', path: '/medium/', body: MediaInput, payload: Media, access: 'operator', summary: 'Register a medium (signed-in media account)' }),
  endpoint({ name: 'direct.medium.update', group: d, method: 'PUT', path: '/medium/{mediaID}', params: MediaParams, query: RevertQuery, body: MediaUpdate, payload: Media, access: 'operator', summary: 'Update own medium (signed-in media account)' }),

  // Organizations
  endpoint({ name: 'direct.organizations.list', group: d, method: 'GET', path: '/organizations/', query: OrganizationQuery, payload: Organization, shape: 'list', access: 'public', summary: 'List organisations' }),
  endpoint({ name: 'direct.organizations.get', group: d, method: 'GET', path: '/organizations/{organizationID}', params: OrganizationParams, payload: Organization, access: 'public', summary: 'Get one organisation' }),
  endpoint({ name: 'direct.organizations.search', group: d, method: 'POST', path: '/organizations/search', body: OrganizationSearch, payload: Organization, shape: 'list', access: 'public', summary: 'Search organisations' }),

  // Press releases (published only)
  endpoint({ name: 'direct.pressReleases.list', group: d, method: 'GET', path: '/pressReleases/', query: PressReleaseQuery, payload: PressRelease, shape: 'list', access: 'public', summary: 'List published press releases' }),
  endpoint({ name: 'direct.pressReleases.get', group: d, method: 'GET', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, payload: PressRelease, access: 'public', summary: 'Get one published press release' }),
  endpoint({ name: 'direct.pressReleases.searchTag', group: d, method: 'GET', path: '/pressReleases/search_tag', query: PressReleaseTagQuery, payload: PressRelease, shape: 'list', access: 'public', summary: 'Published press releases with a tag name' }),
  endpoint({ name: 'direct.pressReleases.search', group: d, method: 'POST', path: '/pressReleases/search', body: PressReleaseSearch, payload: PressRelease, shape: 'list', access: 'public', summary: 'Search published press releases' }),
  endpoint({ name: 'direct.pressReleases.interview', group: d, method: 'POST', path: '/pressReleases/{pressReleaseID}/interviews', params: PressReleaseParams, body: InterviewRequestInput, payload: InterviewRequestReceipt, access: 'public', summary: 'Request an interview about a press release (取材依頼)' }),

  // Rankings, recommends, tags
  endpoint({ name: 'direct.rankings.list', group: d, method: 'GET', path: '/rankings', query: RankingQuery, payload: RankingEntry, shape: 'list', access: 'public', summary: 'Rankings of doctors, manuscripts or press releases' }),
  endpoint({ name: 'direct.recommends.list', group: d, method: 'GET', path: '/recommends/', query: RecommendQuery, payload: Recommend, shape: 'list', access: 'public', summary: 'Enabled, current recommends' }),
  endpoint({ name: 'direct.recommends.get', group: d, method: 'GET', path: '/recommends/{recommendID}', params: RecommendParams, payload: Recommend, access: 'public', summary: 'Get one recommend' }),
  endpoint({ name: 'direct.tags.list', group: d, method: 'GET', path: '/tags/', query: TagQuery, payload: Tag, shape: 'list', access: 'public', summary: 'List tags' }),
  endpoint({ name: 'direct.tags.search', group: d, method: 'POST', path: '/tags/search', body: TagSearch, payload: Tag, shape: 'list', access: 'public', summary: 'Search tags' }),
] as const
