/**
 * The survey pages' machines with their actors (src/areas/survey/survey.ops.ts): the article list,
 * one article, what its answers chose, and its answers page by page — four generic list machines.
 */
import type { AnswerCounts, DoctorArticle, DoctorArticleAnswer } from '../../domain/doctor-article'
import { makeListMachine } from '../../machines/list.machine'
import { surveyOps } from './survey.ops'
import { effectActor } from '../../app/bridge'
import type { SurveyAnswersSearch, SurveyListSearch } from './survey.search'

export const surveyMachines = {
  articles: makeListMachine<DoctorArticle, SurveyListSearch>('surveyArticles').provide({ actors: { fetchPage: effectActor(surveyOps.articles) } }),
  article: makeListMachine<DoctorArticle, SurveyAnswersSearch>('surveyArticle').provide({ actors: { fetchPage: effectActor(surveyOps.article) } }),
  tally: makeListMachine<AnswerCounts, SurveyAnswersSearch>('surveyTally').provide({ actors: { fetchPage: effectActor(surveyOps.tally) } }),
  answers: makeListMachine<DoctorArticleAnswer, SurveyAnswersSearch>('surveyAnswers').provide({ actors: { fetchPage: effectActor(surveyOps.answers) } }),
}

export type SurveyPages = typeof surveyMachines
