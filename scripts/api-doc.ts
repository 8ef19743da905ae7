/** Regenerate the call table and the access legend of docs/api.md from the catalogue: `npx tsx scripts/api-doc.ts`. */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { withApiTable } from '../src/domain/api-list'
import { allEndpoints } from '../src/domain/catalogue'
import { withAccessLegend } from './access-doc'

const file = fileURLToPath(new URL('../docs/api.md', import.meta.url))
writeFileSync(file, withAccessLegend(withApiTable(readFileSync(file, 'utf8'), allEndpoints), allEndpoints))
console.log(`docs/api.md: ${allEndpoints.length} calls`)
