/** The public direct API (/api/direct): what the console sends and expects, one row per interaction. */
import { interaction as row, type InteractionSpec } from '../support/contract'
import { generatedInteractions } from './list-pages'
import * as x from '../support/examples'
import * as s from '../support/states'
import { mediaOps } from '@src/areas/press-release/media.ops'
import { pressReleaseOps } from '@src/areas/press-release/press-release.ops'

const published = { status: 'published', publishedAt: x.at } as const
const mediaInput = { name: '医療ニュース8', url: 'https://media8.example', description: '医療従事者向けニュース', logoUrl: 'https://media8.example/logo.png' } as const

const directRows: InteractionSpec[] = [
  row({ call: 'direct.health.check', description: 'the API answers ok', states: [s.apiUp], input: {}, outcome: { kind: 'item', payload: { status: 'ok', time: x.at } } }),
  row({
    call: 'direct.admissions.check', description: 'doctor 42 is admitted to the doctor site', states: [s.doctorExists('42')],
    input: { query: { email: 'doctor42@fixtures.example', loginDest: 'doctor' } }, outcome: { kind: 'item', payload: true }, exact: [''],
  }),
  row({
    call: 'direct.clients.search', description: 'the public directory finds client 7', states: [s.clientExists('7')],
    input: { body: { keyword: 'テスト製薬' } }, outcome: { kind: 'page', items: [x.clientPublic()] },
  }),
  row({
    call: 'direct.contacts.post', description: 'an anonymous contact message is received', states: [s.apiUp],
    input: { body: { kind: 'press', name: '記者 三郎', companyName: '医療新聞社', email: 'press@example.jp', subject: '取材のお願い', body: '取材を申し込みます。' } },
    outcome: { kind: 'item', status: 201, payload: { id: '1000', receivedAt: x.at } },
  }),
  row({
    call: 'direct.doctors.search', description: 'the public directory finds doctor 42', states: [s.doctorExists('42')],
    input: { body: { keyword: '山田' } }, outcome: { kind: 'page', items: [x.doctorPublic()] },
  }),

  // Medium
  row({
    page: { op: mediaOps.list, input: { keyword: '医療' } },
    call: 'direct.medium.list', description: 'media matching a keyword', states: [s.mediumExists('8')], input: { query: { keyword: '医療', limit: '50' } }, outcome: { kind: 'page', items: [x.media()] },
  }),
  row({
    page: { op: pressReleaseOps.formLookup, input: 'media' }, call: 'direct.medium.list', description: 'the media offered by the press release edit form', states: [s.mediumExists('8')],
    input: { query: { limit: '100' } }, outcome: { kind: 'page', items: [x.media()] },
  }),
  row({
    page: { op: pressReleaseOps.lookup, input: 'media' }, call: 'direct.medium.list', description: 'the media offered by the press release filter', states: [s.mediumExists('8')],
    input: { query: { limit: '100' } }, outcome: { kind: 'page', items: [x.media()] },
  }),
  row({ page: { op: mediaOps.get, input: '8' }, call: 'direct.medium.get', description: 'medium 8', states: [s.mediumExists('8')], input: { params: { mediaID: '8' } }, outcome: { kind: 'item', payload: x.media() } }),
  row({
    page: { op: mediaOps.interviews, input: { mediaId: '8' } },
    call: 'direct.medium.interviews', description: 'the published interviews of medium 8', states: [s.interviewPublished('85', '8')],
    input: { params: { mediaID: '8' }, query: { limit: '50' } }, outcome: { kind: 'page', items: [x.interview()] },
  }),
  row({
    call: 'direct.medium.create', description: 'a medium is registered', states: [s.apiUp], input: { body: mediaInput },
    outcome: { kind: 'item', status: 201, payload: x.media({ id: '1000' }) },
  }),
  row({
    call: 'direct.medium.update', description: 'medium 8 is renamed', states: [s.mediumExists('8')],
    input: { params: { mediaID: '8' }, body: { ...mediaInput, name: '医療ニュース8 Plus' } }, outcome: { kind: 'item', payload: x.media({ name: '医療ニュース8 Plus' }) }, exact: ['name'],
  }),

  // Organizations
  row({ call: 'direct.organizations.list', description: 'organizations in Tokyo', states: [s.organizationExists('5')], input: { query: { prefecture: '東京都' } }, outcome: { kind: 'page', items: [x.organization()] } }),
  row({ call: 'direct.organizations.get', description: 'organization 5', states: [s.organizationExists('5')], input: { params: { organizationID: '5' } }, outcome: { kind: 'item', payload: x.organization() } }),
  row({ call: 'direct.organizations.search', description: 'hospitals', states: [s.organizationExists('5')], input: { body: { kinds: ['hospital'] } }, outcome: { kind: 'page', items: [x.organization()] } }),

  // Press releases (published only)
  row({ call: 'direct.pressReleases.list', description: 'published press releases', states: [s.pressReleaseIs('7', 'published')], input: {}, outcome: { kind: 'page', items: [x.pressRelease(published)] } }),
  row({
    call: 'direct.pressReleases.list', description: 'nothing published: an empty list', states: [s.noPublishedPressRelease],
    input: {}, outcome: { kind: 'empty' },
  }),
  row({ call: 'direct.pressReleases.get', description: 'published press release 7', states: [s.pressReleaseIs('7', 'published')], input: { params: { pressReleaseID: '7' } }, outcome: { kind: 'item', payload: x.pressRelease(published) } }),
  row({
    call: 'direct.pressReleases.get', description: 'a press release being edited is not public: 404', states: [s.pressReleaseIs('7', 'editing')],
    input: { params: { pressReleaseID: '7' } }, outcome: { kind: 'refused', status: 404, messages: ['プレスリリースが見つかりません'] },
  }),
  row({
    call: 'direct.pressReleases.searchTag', description: 'published press releases tagged 循環器', states: [s.pressReleaseIs('7', 'published')],
    input: { query: { tag: '循環器' } }, outcome: { kind: 'page', items: [x.pressRelease(published)] },
  }),
  row({
    call: 'direct.pressReleases.search', description: 'a keyword finds published press release 7', states: [s.pressReleaseIs('7', 'published')],
    input: { body: { keyword: '新薬' } }, outcome: { kind: 'page', items: [x.pressRelease(published)] },
  }),
  row({
    call: 'direct.pressReleases.interview', description: 'an interview about press release 7 is requested', states: [s.pressReleaseIs('7', 'published')],
    input: { params: { pressReleaseID: '7' }, body: { companyName: '医療新聞社', name: '記者 三郎', email: 'press@example.jp', message: '開発担当の先生に取材したいです。' } },
    outcome: { kind: 'item', status: 201, payload: { id: '1000', pressReleaseId: '7', receivedAt: x.at } },
  }),

  // Rankings, recommends, tags
  row({
    call: 'direct.rankings.list', description: 'the weekly press release ranking', states: [s.rankingExists],
    input: { query: { kind: 'pressRelease', period: 'weekly' } }, outcome: { kind: 'page', items: [x.rankingEntry()] },
  }),
  row({ call: 'direct.recommends.list', description: 'recommended doctors', states: [s.recommendExists('81')], input: { query: { target: 'doctor' } }, outcome: { kind: 'page', items: [x.recommend()] } }),
  row({ call: 'direct.recommends.get', description: 'recommend 81', states: [s.recommendExists('81')], input: { params: { recommendID: '81' } }, outcome: { kind: 'item', payload: x.recommend() } }),
  row({ call: 'direct.tags.list', description: 'tags', states: [s.tagExists('61', '循環器')], input: {}, outcome: { kind: 'page', items: [x.tag()] } }),
  row({ call: 'direct.tags.search', description: 'a keyword finds tag 61', states: [s.tagExists('61', '循環器')], input: { body: { keyword: '循環' } }, outcome: { kind: 'page', items: [x.tag()] } }),
]

/** The rows above, and the interactions generated from the group's list pages and forms (list-pages.ts). */
export const directInteractions: ReadonlyArray<InteractionSpec> = [...directRows, ...generatedInteractions('direct', directRows)]
