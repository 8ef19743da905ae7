/**
 * アンケート (/survey): the survey articles (`GET /doctors/articles/`), filtered by title and
 * status, 50 a page with 前へ / 次へ, everything in the URL. A row opens the article's questions,
 * charts and answers (/survey/$articleId).
 */
import { jstDate } from '../../domain/jst'
import { Tag } from 'primereact/tag'
import { doctorArticleStatuses, doctorArticleStatusLabels, type DoctorArticle } from '../../domain/doctor-article'
import type { ArticleId } from '../../domain/ids'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListFilters, ListTable, useFilteredList, type ListPageProps } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import type { RouteLink } from '../../views/components/route-link.component'
import { surveyText as t } from './survey.text'
import type { SurveyListSearch } from './survey.search'

export interface SurveyPageProps extends ListPageProps<DoctorArticle, SurveyListSearch> {
  /** The article's page (the title cell's link; a row click or Enter follows it too). */
  readonly detailLink: (articleId: ArticleId) => RouteLink
}

const day = (iso: string | null) => (iso ? jstDate(iso) : '')
const severity = { draft: 'secondary', open: 'success', closed: 'info' } as const

const columns: ReadonlyArray<DataColumn<DoctorArticle>> = [
  { id: 'title', header: t.fields.title, cell: (a) => a.title, width: 'minmax(12rem, 2fr)' },
  { id: 'status', header: t.fields.status, cell: (a) => <Tag severity={severity[a.status]} value={doctorArticleStatusLabels[a.status]} />, csv: (a) => doctorArticleStatusLabels[a.status], width: '7rem' },
  { id: 'period', header: t.fields.period, cell: (a) => `${day(a.opensAt)} 〜 ${day(a.closesAt)}`, width: '13rem' },
  { id: 'questions', header: t.fields.questions, cell: (a) => a.questions.length, width: '5rem' },
  { id: 'answerCount', header: t.fields.answerCount, cell: (a) => a.answerCount, width: '5rem' },
  { id: 'rewardPoints', header: t.fields.rewardPoints, cell: (a) => a.rewardPoints, width: '5rem' },
]

export const SurveyPage = ({ detailLink, ...props }: SurveyPageProps) => {
  const page = useFilteredList('survey', props)
  return (
    <div className="survey-page">
      <PageHeading title={t.title} />
      <ListFilters page={page} keywordLabel={t.keyword}>
        <ChoiceFilter
          id="survey-status"
          label={t.status}
          value={page.search.status}
          options={doctorArticleStatuses.map((s) => ({ label: doctorArticleStatusLabels[s], value: s }))}
          onChange={(status) => page.apply({ status })}
        />
      </ListFilters>
      <ListTable page={page} label={t.list} columns={columns} rowKey={(a) => a.id} open={{ column: 'title', link: (a) => detailLink(a.id) }} emptyText={t.empty} />
    </div>
  )
}
