/**
 * Expertise checkbox groups (SPEC section 2): the expertise tree as groups of checkboxes, one
 * group per root with its descendants indented. Editable (form) or read-only (detail page:
 * checked boxes only, disabled). Each node is labelled with its path (内科 › 循環器内科), so two
 * nodes of one name under different parents are told apart. Ids the tree does not know are
 * still shown, by id.
 */
import { Checkbox } from 'primereact/checkbox'
import { expertisePaths, type ExpertiseNode, type ExpertiseTree } from '../../domain/expertise'
import './expertise-checkbox-group.component.css'

export interface ExpertiseCheckboxGroupProps {
  readonly tree: ExpertiseTree
  readonly value: ReadonlyArray<string>
  readonly onChange?: (value: ReadonlyArray<string>) => void
  readonly readOnly?: boolean
  readonly idPrefix?: string
  readonly invalid?: boolean
}

const walk = (node: ExpertiseNode, depth: number, out: Array<{ node: ExpertiseNode; depth: number }>) => {
  out.push({ node, depth })
  for (const child of node.children) walk(child, depth + 1, out)
  return out
}

const knownIds = (tree: ExpertiseTree): Set<string> => {
  const ids = new Set<string>()
  const visit = (n: ExpertiseNode) => {
    ids.add(n.id)
    n.children.forEach(visit)
  }
  tree.forEach(visit)
  return ids
}

export const ExpertiseCheckboxGroup = ({ tree, value, onChange, readOnly = false, idPrefix = 'expertise', invalid = false }: ExpertiseCheckboxGroupProps) => {
  const selected = new Set(value)
  const toggle = (id: string, checked: boolean) => {
    if (!onChange) return
    onChange(checked ? [...value, id] : value.filter((v) => v !== id))
  }
  const unknown = value.filter((id) => !knownIds(tree).has(id))
  const groups = tree.map((root) => ({ root, rows: walk(root, 0, []) }))
  const paths = expertisePaths(tree)
  const visible = (rows: ReadonlyArray<{ node: ExpertiseNode; depth: number }>) => (readOnly ? rows.filter((r) => selected.has(r.node.id)) : rows)
  const shown = groups.filter((g) => visible(g.rows).length > 0)
  if (readOnly && shown.length === 0 && unknown.length === 0) return <span className="muted">未設定</span>
  return (
    <div className={`expertise-groups${invalid ? ' is-invalid' : ''}`}>
      {shown.map(({ root, rows }) => (
        <fieldset key={root.id} className="expertise-group">
          <legend>{root.name}</legend>
          {visible(rows).map(({ node, depth }) => {
            const id = `${idPrefix}-${node.id}`
            return (
              <div key={node.id} className="expertise-option" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                <Checkbox
                  inputId={id}
                  checked={selected.has(node.id)}
                  disabled={readOnly}
                  onChange={(e) => toggle(node.id, e.checked === true)}
                />
                <label htmlFor={id}>{paths.get(node.id) ?? node.name}</label>
              </div>
            )
          })}
        </fieldset>
      ))}
      {unknown.length > 0 ? <div className="muted">ID: {unknown.join(', ')}</div> : null}
    </div>
  )
}
