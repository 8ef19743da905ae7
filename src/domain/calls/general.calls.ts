/** The general API, under /api/v1 (SPEC 7). Access per call (docs/api.md, docs/auth.md). */
import { Schema } from 'effect'
import { Account } from '../account'
import { Admission, AdmissionQuery } from '../admission'
import { RevertQuery } from '../audit'
import { Belong } from '../belong'
import { Client, ClientQuery, ClientUpdate } from '../client'
import { ContactInput, ContactReceipt } from '../contact'
import { Doctor, DoctorProfileUpdate, DoctorQuery } from '../doctor'
import {
  DoctorArticle, DoctorArticleAnswer, DoctorArticleAnswerInput, DoctorArticleAnswerQuery, DoctorArticleQuery,
} from '../doctor-article'
import { endpoint } from '../endpoint'
import { Expertise, ExpertiseCreate, ExpertiseParentUpdate, ExpertiseTree, ExpertiseUpdateBody } from '../expertise'
import { Accepted, Deleted, Health, IdsLookup } from '../fields'
import { FileMeta, FileUploadInput, ImageUploadInput, UploadedImage } from '../file'
import { BelongId, DenialReasonId, ExpertiseId, FileId, GiftExchangeId } from '../ids'
import { LogEntry } from '../log'
import {
  DenialReason, HoldReleaseInput, Manuscript, ManuscriptContentUpload, ManuscriptContentUploadInput, ManuscriptInput,
  ManuscriptQuery, ManuscriptSearch, ManuscriptUpdate, Offer, OfferInput, Review, ReviewInput, ReviewQuery,
} from '../manuscript'
import { MediaArticle, MediaArticleAnswer, MediaArticleAnswerQuery, MediaArticleInput } from '../media'
import { DisableSettingInput, NotificationSettings, ReceptionFrequencyInput } from '../notification'
import { Organization, OrganizationQuery } from '../organization'
import {
  DoctorPoints, ExchangeHistoryQuery, GiftCardDeleteInput, GiftExchange, Giftcard, GiftcardConvertInput,
  PointsExchangeInput,
} from '../points'
import { PressRelease, PressReleaseInput, PressReleaseQuery, PressReleaseUpdate, PublishedAtPatch } from '../press-release'
import { Stats, UsageReportQuery, UsageReportRow } from '../report'
import { Tag, TagBulkInsert, TagInput, TagQuery, TagSearch } from '../tag'
import {
  AccountParams, ArticleAnswerParams, ArticleParams, BelongParams, ClientParams, DoctorParams, ExpertiseParams,
  FileParams, ManuscriptParams, ManuscriptReviewParams, OrganizationParams, PressReleaseParams,
} from './params'

const g = 'general' as const

export const generalCalls = [
  // Admissions, health, contact, auth, log
  endpoint({ name: 'general.admissions.check', group: g, method: 'GET', path: '/admissions/', query: AdmissionQuery, payload: Admission, access: 'public', summary: 'May this e-mail sign in to this login destination (truthy = admitted)' }),
  endpoint({ name: 'general.health.check', group: g, method: 'GET', path: '/health_check', payload: Health, access: 'public', summary: 'Health check' }),
  endpoint({ name: 'general.contact.post', group: g, method: 'POST', path: '/contact', body: ContactInput, payload: ContactReceipt, access: 'verified', summary: 'Send a contact-form message' }),
  endpoint({ name: 'general.auth.get', group: g, method: 'GET', path: '/auth/{AccountID}', params: AccountParams, payload: Account, access: 'verified', summary: 'Who a signed-in identity is (kind, role, active)' }),
  endpoint({ name: 'general.logProxy.post', group: g, method: 'POST', path: '/logProxy/', body: LogEntry, payload: Accepted, access: 'public', background: true, summary: 'Forward a console log entry (sent even without a token)' }),

  // Belongs
  endpoint({ name: 'general.belongs.list', group: g, method: 'GET', path: '/belongs/', payload: Belong, shape: 'list', access: 'verified', summary: 'List belong kinds (所属区分)' }),
  endpoint({ name: 'general.belongs.get', group: g, method: 'GET', path: '/belongs/{belongID}', params: BelongParams, payload: Belong, access: 'verified', summary: 'Get one belong kind' }),
  endpoint({ name: 'general.belongs.lookup', group: g, method: 'POST', path: '/belongs/', body: IdsLookup(BelongId), payload: Belong, shape: 'list', access: 'verified', summary: 'Belong kinds by ids' }),

  // Clients
  endpoint({ name: 'general.clients.list', group: g, method: 'GET', path: '/clients/', query: ClientQuery, payload: Client, shape: 'list', access: 'operator', summary: 'List clients' }),
  endpoint({ name: 'general.clients.get', group: g, method: 'GET', path: '/clients/{clientID}', params: ClientParams, payload: Client, access: 'owner', summary: 'Get one client' }),
  endpoint({ name: 'general.clients.usageReport', group: g, method: 'GET', path: '/clients/usage_report', query: UsageReportQuery, payload: UsageReportRow, shape: 'list', access: 'owner', summary: 'Usage report rows (per client and month) as JSON' }),
  endpoint({ name: 'general.clients.update', group: g, method: 'PUT', path: '/clients/{clientID}', params: ClientParams, query: RevertQuery, body: ClientUpdate, payload: Client, access: 'owner', summary: 'Update a client profile (409 when `version` is stale)' }),

  // Denial reasons
  endpoint({ name: 'general.denialReasons.list', group: g, method: 'GET', path: '/denialReasons/', payload: DenialReason, shape: 'list', access: 'verified', summary: 'List denial reasons (否認理由)' }),
  endpoint({ name: 'general.denialReasons.lookup', group: g, method: 'POST', path: '/denialReasons/', body: IdsLookup(DenialReasonId), payload: DenialReason, shape: 'list', access: 'verified', summary: 'Denial reasons by ids' }),

  // Doctors
  endpoint({ name: 'general.doctors.list', group: g, method: 'GET', path: '/doctors/', query: DoctorQuery, payload: Doctor, shape: 'list', access: 'operator', summary: 'List doctors' }),
  endpoint({ name: 'general.doctors.get', group: g, method: 'GET', path: '/doctors/{doctorID}', params: DoctorParams, payload: Doctor, access: 'owner', summary: 'Get one doctor' }),
  endpoint({ name: 'general.doctors.update', group: g, method: 'PUT', path: '/doctors/{doctorID}', params: DoctorParams, body: DoctorProfileUpdate, payload: Doctor, access: 'owner', summary: "Update a doctor's profile (409 when `version` is stale)" }),

  // Doctor articles (survey)
  endpoint({ name: 'general.doctorArticles.list', group: g, method: 'GET', path: '/doctors/articles/', query: DoctorArticleQuery, payload: DoctorArticle, shape: 'list', access: 'verified', summary: 'List survey articles' }),
  endpoint({ name: 'general.doctorArticles.get', group: g, method: 'GET', path: '/doctors/articles/{articleID}', params: ArticleParams, payload: DoctorArticle, access: 'verified', summary: 'Get one survey article' }),
  endpoint({ name: 'general.doctorArticles.answers', group: g, method: 'GET', path: '/doctors/articles/{articleID}/answers/', params: ArticleParams, query: DoctorArticleAnswerQuery, payload: DoctorArticleAnswer, shape: 'list', access: 'owner', summary: 'Answers to a survey article' }),
  endpoint({ name: 'general.doctorArticles.answer', group: g, method: 'POST', path: '/doctors/articles/{articleID}/answers/', params: ArticleParams, body: DoctorArticleAnswerInput, payload: DoctorArticleAnswer, access: 'doctor', summary: 'Answer a survey article' }),
  endpoint({ name: 'general.doctorArticles.updateAnswer', group: g, method: 'PUT', path: '/doctors/articles/{articleID}/answers/{answerID}', params: ArticleAnswerParams, body: DoctorArticleAnswerInput, payload: DoctorArticleAnswer, access: 'doctor', summary: 'Edit an answer' }),

  // Doctor notifications
  endpoint({ name: 'general.doctorNotifications.disable', group: g, method: 'PUT', path: '/doctors/notifications/disable_setting', body: DisableSettingInput, payload: NotificationSettings, access: 'doctor', summary: 'Turn all notifications off or on' }),
  endpoint({ name: 'general.doctorNotifications.frequency', group: g, method: 'PUT', path: '/doctors/notifications/reception_frequency_setting', body: ReceptionFrequencyInput, payload: NotificationSettings, access: 'doctor', summary: 'Set the notification reception frequency' }),

  // Doctor points
  endpoint({ name: 'general.doctorPoints.deleteGiftCard', group: g, method: 'DELETE', path: '/doctors/points/gift_card', body: GiftCardDeleteInput, payload: Deleted(GiftExchangeId), access: 'doctor', summary: "Remove an issued gift card from the doctor's wallet" }),
  endpoint({ name: 'general.doctorPoints.exchangeHistories', group: g, method: 'GET', path: '/doctors/points/exchange_histories', query: ExchangeHistoryQuery, payload: GiftExchange, shape: 'list', access: 'doctor', summary: "The doctor's gift exchange history" }),
  endpoint({ name: 'general.doctorPoints.mine', group: g, method: 'GET', path: '/doctors/points/mine', payload: DoctorPoints, access: 'doctor', summary: "The doctor's MP balance and recent ledger" }),
  endpoint({ name: 'general.doctorPoints.exchange', group: g, method: 'POST', path: '/doctors/points/exchange', body: PointsExchangeInput, payload: GiftExchange, access: 'doctor', summary: 'Exchange MP for an Amazon gift card' }),

  // Expertise
  endpoint({ name: 'general.expertise.tree', group: g, method: 'GET', path: '/expertise/tree', payload: ExpertiseTree, access: 'verified', summary: 'The whole expertise tree' }),
  endpoint({ name: 'general.expertise.create', group: g, method: 'POST', path: '/expertise/', body: ExpertiseCreate, payload: Expertise, access: 'operator', summary: 'Create an expertise node' }),
  endpoint({ name: 'general.expertise.delete', group: g, method: 'DELETE', path: '/expertise/{expertiseID}/', params: ExpertiseParams, payload: Deleted(ExpertiseId), access: 'operator', summary: 'Delete a leaf expertise node with no doctors' }),
  endpoint({ name: 'general.expertise.update', group: g, method: 'PUT', path: '/expertise/{expertiseID}/', params: ExpertiseParams, query: RevertQuery, body: ExpertiseUpdateBody, payload: Expertise, access: 'operator', summary: 'Rename or reorder an expertise node' }),
  endpoint({ name: 'general.expertise.move', group: g, method: 'PUT', path: '/expertise/{expertiseID}/parent', params: ExpertiseParams, body: ExpertiseParentUpdate, payload: Expertise, access: 'operator', summary: 'Move an expertise node under another parent (no cycles)' }),
  endpoint({ name: 'general.expertise.lookup', group: g, method: 'POST', path: '/expertise/search', body: IdsLookup(ExpertiseId), payload: Expertise, shape: 'list', access: 'verified', summary: 'Expertise nodes by ids' }),

  // Files, images, giftcard
  endpoint({ name: 'general.files.get', group: g, method: 'GET', path: '/files/{fileID}', params: FileParams, payload: FileMeta, access: 'member', summary: 'File metadata (quarantined files are refused by the client)' }),
  endpoint({ name: 'general.files.search', group: g, method: 'POST', path: '/files/search', body: IdsLookup(FileId), payload: FileMeta, shape: 'list', access: 'member', summary: 'File metadata by ids' }),
  endpoint({ name: 'general.files.upload', group: g, method: 'POST', path: '/files/upload', body: FileUploadInput, payload: FileMeta, multipart: true, access: 'member', summary: 'Upload a file (multipart: json + file), scanned before use' }),
  endpoint({ name: 'general.giftcard.convert', group: g, method: 'POST', path: '/giftcard/convert', body: GiftcardConvertInput, payload: Giftcard, access: 'doctor', summary: 'Issue the gift code of a requested exchange' }),
  endpoint({ name: 'general.images.upload', group: g, method: 'POST', path: '/images/upload', body: ImageUploadInput, payload: UploadedImage, multipart: true, access: 'member', summary: 'Upload an image (multipart: json + file)' }),

  // Manuscripts
  endpoint({ name: 'general.manuscripts.list', group: g, method: 'GET', path: '/manuscripts/', query: ManuscriptQuery, payload: Manuscript, shape: 'list', access: 'owner', summary: 'List manuscripts' }),
  endpoint({ name: 'general.manuscripts.acceptable', group: g, method: 'GET', path: '/manuscripts/acceptable', query: ManuscriptQuery, payload: Manuscript, shape: 'list', access: 'member', summary: 'Manuscripts that can be offered' }),
  endpoint({ name: 'general.manuscripts.latestOffered', group: g, method: 'GET', path: '/manuscripts/latest_offered', query: ManuscriptQuery, payload: Manuscript, shape: 'list', access: 'owner', summary: 'Manuscripts by latest offer, newest first' }),
  endpoint({ name: 'general.manuscripts.reviewed', group: g, method: 'GET', path: '/manuscripts/reviewed', query: ManuscriptQuery, payload: Manuscript, shape: 'list', access: 'owner', summary: 'Reviewed manuscripts' }),
  endpoint({ name: 'general.manuscripts.underReviews', group: g, method: 'GET', path: '/manuscripts/under_reviews', query: ManuscriptQuery, payload: Manuscript, shape: 'list', access: 'owner', summary: 'Manuscripts under review' }),
  endpoint({ name: 'general.manuscripts.get', group: g, method: 'GET', path: '/manuscripts/{manuscriptID}', params: ManuscriptParams, payload: Manuscript, access: 'owner', summary: 'Get one manuscript' }),
  endpoint({ name: 'general.manuscripts.create', group: g, method: 'POST', path: '/manuscripts/', body: ManuscriptInput, payload: Manuscript, access: 'owner', summary: 'Create a manuscript (draft or submitted)' }),
  endpoint({ name: 'general.manuscripts.search', group: g, method: 'POST', path: '/manuscripts/search', body: ManuscriptSearch, payload: Manuscript, shape: 'list', access: 'owner', summary: 'Search manuscripts' }),
  endpoint({ name: 'general.manuscripts.update', group: g, method: 'PUT', path: '/manuscripts/{manuscriptID}', params: ManuscriptParams, query: RevertQuery, body: ManuscriptUpdate, payload: Manuscript, access: 'owner', summary: 'Update a manuscript (409 when `version` is stale)' }),
  endpoint({ name: 'general.manuscripts.uploadContent', group: g, method: 'POST', path: '/manuscripts/contents/upload', body: ManuscriptContentUploadInput, payload: ManuscriptContentUpload, multipart: true, access: 'member', summary: 'Upload an image or attachment of manuscript contents (multipart)' }),
  endpoint({ name: 'general.manuscripts.reviews', group: g, method: 'GET', path: '/manuscripts/{manuscriptID}/reviews', params: ManuscriptParams, payload: Review, shape: 'list', access: 'owner', summary: 'Reviews of a manuscript' }),
  endpoint({ name: 'general.manuscripts.offer', group: g, method: 'POST', path: '/manuscripts/{manuscriptID}/offer', params: ManuscriptParams, body: OfferInput, payload: Offer, access: 'owner', summary: 'Make an offer on an acceptable, unheld manuscript' }),
  endpoint({ name: 'general.manuscripts.getReview', group: g, method: 'GET', path: '/manuscripts/{manuscriptID}/reviews/{reviewID}', params: ManuscriptReviewParams, payload: Review, access: 'owner', summary: 'Get one review' }),
  endpoint({ name: 'general.manuscripts.createReview', group: g, method: 'POST', path: '/manuscripts/{manuscriptID}/reviews/', params: ManuscriptParams, body: ReviewInput, payload: Review, access: 'operator', summary: 'Review a manuscript (accept, revise, reject)' }),
  endpoint({ name: 'general.manuscripts.updateReview', group: g, method: 'PUT', path: '/manuscripts/{manuscriptID}/reviews/{reviewID}', params: ManuscriptReviewParams, body: ReviewInput, payload: Review, access: 'operator', summary: 'Edit a review' }),
  endpoint({ name: 'general.manuscripts.holdRelease', group: g, method: 'POST', path: '/tq/manuscripts/{manuscriptID}/hold_release', params: ManuscriptParams, body: HoldReleaseInput, payload: Manuscript, access: 'operator', summary: 'Hold (with a reason) or release a manuscript' }),

  // Media articles
  endpoint({ name: 'general.mediaArticles.answers', group: g, method: 'GET', path: '/media/articles/{articleID}/answers', params: ArticleParams, query: MediaArticleAnswerQuery, payload: MediaArticleAnswer, shape: 'list', access: 'owner', summary: "Doctors' answers to a media article" }),
  endpoint({ name: 'general.mediaArticles.get', group: g, method: 'GET', path: '/media/articles/{articleID}', params: ArticleParams, payload: MediaArticle, access: 'member', summary: 'Get one media article' }),
  endpoint({ name: 'general.mediaArticles.create', group: g, method: 'POST', path: '/media/articles/article', body: MediaArticleInput, payload: MediaArticle, access: 'operator', summary: 'Create a media article' }),
  endpoint({ name: 'general.mediaArticles.update', group: g, method: 'PUT', path: '/media/articles/{articleID}', params: ArticleParams, body: MediaArticleInput, payload: MediaArticle, access: 'operator', summary: 'Update a media article' }),

  // Organizations
  endpoint({ name: 'general.organizations.list', group: g, method: 'GET', path: '/organizations/', query: OrganizationQuery, payload: Organization, shape: 'list', access: 'verified', summary: 'List organisations' }),
  endpoint({ name: 'general.organizations.get', group: g, method: 'GET', path: '/organizations/{organizationID}', params: OrganizationParams, payload: Organization, access: 'verified', summary: 'Get one organisation' }),

  // Press releases
  endpoint({ name: 'general.pressReleases.list', group: g, method: 'GET', path: '/pressReleases/', query: PressReleaseQuery, payload: PressRelease, shape: 'list', access: 'owner', summary: 'List press releases' }),
  endpoint({ name: 'general.pressReleases.get', group: g, method: 'GET', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, payload: PressRelease, access: 'owner', summary: 'Get one press release' }),
  endpoint({ name: 'general.pressReleases.create', group: g, method: 'POST', path: '/pressReleases/', body: PressReleaseInput, payload: PressRelease, access: 'owner', summary: 'Create a press release (status editing)' }),
  endpoint({ name: 'general.pressReleases.update', group: g, method: 'PUT', path: '/pressReleases/{pressReleaseID}', params: PressReleaseParams, query: RevertQuery, body: PressReleaseUpdate, payload: PressRelease, access: 'owner', summary: 'Update a press release (409 when `version` is stale)' }),
  endpoint({ name: 'general.pressReleases.publishedAt', group: g, method: 'PATCH', path: '/pressReleases/{pressReleaseID}/published_at', params: PressReleaseParams, body: PublishedAtPatch, payload: PressRelease, access: 'owner', summary: 'Change the publication time' }),

  // Reviews, stats
  endpoint({ name: 'general.reviews.list', group: g, method: 'GET', path: '/reviews/reviews', query: ReviewQuery, payload: Review, shape: 'list', access: 'operator', summary: 'List reviews across manuscripts' }),
  endpoint({ name: 'general.stats.get', group: g, method: 'GET', path: '/stats/', payload: Stats, access: 'operator', summary: 'Platform statistics (staff: the home dashboard)' }),

  // Tags
  endpoint({ name: 'general.tags.list', group: g, method: 'GET', path: '/tags/', query: TagQuery, payload: Tag, shape: 'list', access: 'verified', summary: 'List tags' }),
  endpoint({ name: 'general.tags.create', group: g, method: 'POST', path: '/tags/', body: TagInput, payload: Tag, access: 'operator', summary: 'Create a tag (returns the existing one when the name is taken)' }),
  endpoint({ name: 'general.tags.bulkInsert', group: g, method: 'POST', path: '/tags/bulk_insert', body: TagBulkInsert, payload: Schema.Array(Tag), access: 'operator', summary: 'Create many tags; existing names are returned, not duplicated' }),
  endpoint({ name: 'general.tags.search', group: g, method: 'POST', path: '/tags/search', body: TagSearch, payload: Tag, shape: 'list', access: 'verified', summary: 'Search tags by keyword or ids' }),
] as const
