/**
 * The chart of one choice question: how many answers chose each option (horizontal bars).
 * PrimeReact `Chart` loads chart.js with a dynamic import, and this component is part of the
 * survey article page's lazy chunk: the library never comes with the sign-in route.
 */
import { Chart } from 'primereact/chart'
import type { ChoiceTally } from '../../domain/doctor-article'
import { surveyText as t } from './survey.text'
import { canvasLabel } from '../../views/components/chart-label'

const options = {
  indexAxis: 'y',
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { display: false } },
  scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
}

export const choiceChartData = (tally: ChoiceTally) => ({
  labels: tally.counts.map((c) => c.option),
  datasets: [{ label: t.count, data: tally.counts.map((c) => c.count), backgroundColor: '#4880bb' }],
})

export const ChoiceChart = ({ tally }: { readonly tally: ChoiceTally }) => (
  <div className="survey-chart" style={{ height: `${Math.max(120, 36 * tally.counts.length + 40)}px` }}>
    <Chart type="bar" data={choiceChartData(tally)} options={options} pt={canvasLabel(t.chartOf(tally.question.label))} height="100%" />
  </div>
)
