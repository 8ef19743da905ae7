/**
 * The tag area's public face (docs/architecture.md "Table ownership"): the content tags of press
 * releases and manuscripts. `tags` and `content_tags` are this area's tables; nothing else writes
 * them or names them in SQL.
 */
export { setContentTags, taggedNamed, taggedWithAny, tagIdsOf, type TagIds } from './tag.repository'
