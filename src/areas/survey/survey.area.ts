/**
 * Routes of the survey area: /survey (the survey articles: keyword and status in the URL) and
 * /survey/$articleId (one article: its questions, the charts of its choice questions, its
 * answers page by page with the cursor in the URL). The machines come provided from
 * src/areas/survey/survey.wiring.ts; each page is its own lazy chunk (the charts load with it).
 */
import { createRoute } from '@tanstack/react-router'
import { ArticleId } from '../../domain/ids'
import { mainLayoutRoute } from '../../app/routes/layouts'
import { idParam } from '../../app/routes/params'
import { parseSurveyAnswersPaging, parseSurveyListSearch } from './survey.search'
import { defineArea } from '../../app/area'

export const surveyArea = defineArea({
  key: 'survey',
  routes: {
    main: [
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'survey', validateSearch: parseSurveyListSearch }),
      createRoute({ getParentRoute: () => mainLayoutRoute, path: 'survey/$articleId', params: idParam('articleId', ArticleId), validateSearch: parseSurveyAnswersPaging }),
    ],
  },
  lazy: () => import('./survey.lazy'),
  menu: [
    { key: 'survey', label: 'アンケート', icon: 'pi pi-list-check', path: '/survey' },
  ],
  machines: () => import('./survey.lazy').then((m) => ({ 'survey': m.surveyMachines })),
})
