/**
 * `npm run api:list`: every catalogued call, one per line, as
 * `<group> <METHOD> <path>` (path relative to the group base, as spelled in the
 * spec), sorted by group (general, admin, direct), then path, then method.
 */
import { allEndpoints } from '../src/domain/catalogue'
import { apiListLines } from '../src/domain/api-list'

for (const line of apiListLines(allEndpoints)) console.log(line)
