/**
 * One survey article (/survey/$articleId): its questions; for each choice question a chart of
 * how many answers chose each option (all answers, every page: `surveyOps.tally`); the answers
 * as a table, 50 a page with 前へ / 次へ (the page in the URL), one column per question, with the
 * list's CSV出力 (every page, formula-safe).
 */
import { jstDateTime } from '../../domain/jst'
import { Tag } from 'primereact/tag'
import {
  answerText, doctorArticleStatusLabels, questionKindLabels, tallyChoices, type AnswerCounts, type DoctorArticle, type DoctorArticleAnswer, type Question,
} from '../../domain/doctor-article'
import type { PagingSearch } from '../../machines/list.machine'
import type { DataColumn } from '../../views/components/data-table.component'
import { ListError, ListTable, useListPage, type ListActor } from '../../views/components/list-page.component'
import { PageHeading } from '../../views/components/page-heading.component'
import { ButtonLink, type RouteLink } from '../../views/components/route-link.component'
import { SafeHtml } from '../../views/components/safe-html.component'
import { surveyText as t } from './survey.text'
import type { SurveyAnswersSearch } from './survey.search'
import { ChoiceChart } from './survey-chart.component'
import './survey.page.css'


export interface SurveyArticlePageProps {
  /** The article, its tally and its answers: lists run by the route (the answers paged in the URL). */
  readonly article: ListActor<DoctorArticle, SurveyAnswersSearch>
  readonly tally: ListActor<AnswerCounts, SurveyAnswersSearch>
  readonly answers: ListActor<DoctorArticleAnswer, SurveyAnswersSearch>
  /** The answers' search: the article and the page shown. */
  readonly answersSearch: SurveyAnswersSearch
  readonly onPaging: (paging: PagingSearch) => void
  /** The articles (the crumb and 戻る). */
  readonly listLink: RouteLink
}

/** The answers' columns: when, who, then one per question (choices joined with 「、」). */
const answerColumns = (questions: ReadonlyArray<Question>): ReadonlyArray<DataColumn<DoctorArticleAnswer>> => [
  { id: 'answeredAt', header: t.answeredAt, cell: (a) => jstDateTime(a.createdAt), width: '9rem' },
  { id: 'doctor', header: t.doctor, cell: (a) => a.doctorName, width: 'minmax(6rem, 1fr)' },
  ...questions.map((q): DataColumn<DoctorArticleAnswer> => ({ id: `q-${q.id}`, header: q.label, cell: (a) => answerText(a, q.id), width: 'minmax(9rem, 1.5fr)' })),
]

const Questions = ({ questions }: { readonly questions: ReadonlyArray<Question> }) => (
  <section aria-labelledby="survey-questions-heading">
    <h2 id="survey-questions-heading">{t.questions}</h2>
    <ol className="survey-questions">
      {questions.map((q) => (
        <li key={q.id}>
          <span className="survey-questions__label">{q.label}</span> <Tag severity="secondary" value={questionKindLabels[q.kind]} />
          {q.required ? <Tag severity="warning" value={t.required} /> : null}
          {q.options.length > 0 ? <div className="survey-questions__options">{`${t.options}: ${q.options.join(' / ')}`}</div> : null}
        </li>
      ))}
    </ol>
  </section>
)

const Charts = ({ questions, counts }: { readonly questions: ReadonlyArray<Question>; readonly counts: AnswerCounts }) => {
  const choices = tallyChoices(questions, counts)
  return (
  <section aria-labelledby="survey-charts-heading">
    <h2 id="survey-charts-heading">{t.charts}</h2>
    {counts.partial ? <p>{t.tallyPartial}</p> : null}
    {choices.length === 0 ? <p>{t.noChoices}</p> : null}
    <div className="survey-charts">
      {choices.map((c) => (
        <figure key={c.question.id} className="survey-charts__item">
          <figcaption>
            <strong>{c.question.label}</strong> <span>{t.answered(c.answered, counts.answers)}</span>
          </figcaption>
          <ChoiceChart tally={c} />
        </figure>
      ))}
    </div>
  </section>
  )
}

export const SurveyArticlePage = ({ article: articleActor, tally: tallyActor, answers: answersActor, answersSearch, onPaging, listLink }: SurveyArticlePageProps) => {
  const found = useListPage(articleActor)
  const tally = useListPage(tallyActor)
  const answers = useListPage(answersActor)
  const counts = tally.items[0]
  const article = found.items[0]
  return (
    <div className="survey-article-page">
      <PageHeading title={article?.title ?? t.title} trail={[{ label: t.title, link: listLink }]}>
        <ButtonLink link={listLink} icon="pi pi-arrow-left" label={t.back} text />
      </PageHeading>
      <ListError error={found.error} onRetry={found.retry} />
      {article ? (
        <>
          <p className="survey-article-page__meta">
            <Tag value={doctorArticleStatusLabels[article.status]} /> {`${t.fields.answerCount}: ${article.answerCount}`}
          </p>
          <SafeHtml className="survey-article-page__body" html={article.body} />
          <Questions questions={article.questions} />
          <ListError error={tally.error} onRetry={tally.retry} />
          {counts ? <Charts questions={article.questions} counts={counts} /> : tally.busy ? <p role="status">{t.tallyLoading}</p> : null}
          <section aria-labelledby="survey-answers-heading">
            <h2 id="survey-answers-heading">{t.answers}</h2>
            <ListTable
              page={{ list: answers, search: answersSearch, onSearch: ({ cursor, back }) => onPaging({ cursor, back }) }}
              label={t.answers}
              columns={answerColumns(article.questions)}
              rowKey={(a) => a.id}
              onOpen={() => undefined}
              emptyText={t.answersEmpty}
            />
          </section>
        </>
      ) : found.busy ? (
        <p role="status">{t.loading}</p>
      ) : null}
    </div>
  )
}
