// Node 20 lacks Map.groupBy / Object.groupBy (Node 21+), which Vitest 5's reporters call when a
// test fails. Imported first by every vitest config (they run in the main process).
type Grouper = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>
const mapCtor = Map as unknown as { groupBy?: Grouper }
if (typeof mapCtor.groupBy !== 'function') {
  mapCtor.groupBy = (items, key) => {
    const groups = new Map()
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      const group = groups.get(k)
      if (group) group.push(item)
      else groups.set(k, [item])
    }
    return groups
  }
}
const objectCtor = Object as unknown as { groupBy?: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => Record<PropertyKey, T[]> }
if (typeof objectCtor.groupBy !== 'function') {
  objectCtor.groupBy = (items, key) => {
    const groups: Record<PropertyKey, unknown[]> = Object.create(null)
    let index = 0
    for (const item of items) (groups[key(item, index++)] ??= []).push(item)
    return groups as never
  }
}
export {}
