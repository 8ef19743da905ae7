/**
 * A CSV import page (doctors, clients, organisations): heading with the way back to the list, and
 * the import panel over the area's import machine. Each area names its kind, texts, required
 * columns and sample template: `export const DoctorImportPage = csvImportPage({ ... })`.
 */
import { SelectButton } from 'primereact/selectbutton'
import { useState } from 'react'
import type { CsvImportMachine, FailedRow, ImportKind } from '../../machines/csv-import.machine'
import type { CsvUpdateMachine } from '../../machines/csv-update.machine'
import { csvText } from '../text/csv.text'
import { CsvImportPanel } from './csv-import-panel.component'
import { CsvUpdatePanel } from './csv-update-panel.component'
import { PageHeading } from './page-heading.component'

export interface CsvImportPageProps {
  readonly machine: CsvImportMachine
  /** 一括更新: the file the list's CSV出力 wrote, checked, previewed and applied by ID. */
  readonly updater: CsvUpdateMachine
  readonly buildFailedCsv: (header: ReadonlyArray<string>, rows: ReadonlyArray<FailedRow>) => string
  readonly onBack: () => void
}

export interface CsvImportPageSpec {
  readonly kind: ImportKind
  /** The page title and the area's name (breadcrumb back to `listHref`). */
  readonly title: string
  readonly area: string
  readonly listHref: string
  readonly requiredColumns: ReadonlyArray<string>
  readonly templateHref: string
}

export const csvImportPage = ({ kind, title, area, listHref, requiredColumns, templateHref }: CsvImportPageSpec) => {
  const CsvImportPage = ({ machine, updater, buildFailedCsv, onBack }: CsvImportPageProps) => {
    const [mode, setMode] = useState<'insert' | 'update'>('insert')
    return (
      <div className={`${kind}-import-page`}>
        <PageHeading title={title} trail={[{ label: area, href: listHref, onNavigate: onBack }, { label: title }]} />
        <SelectButton
          className="csv-import-page__mode"
          aria-label={csvText.modes.label}
          value={mode}
          allowEmpty={false}
          options={[
            { label: csvText.modes.insert, value: 'insert' },
            { label: csvText.modes.update, value: 'update' },
          ]}
          onChange={(e) => setMode(e.value === 'update' ? 'update' : 'insert')}
        />
        {mode === 'insert' ? (
          <CsvImportPanel
            machine={machine}
            kind={kind}
            requiredColumns={requiredColumns}
            templateHref={templateHref}
            buildFailedCsv={buildFailedCsv}
            onFinished={onBack}
          />
        ) : (
          <CsvUpdatePanel machine={updater} kind={kind} />
        )}
      </div>
    )
  }
  return CsvImportPage
}
