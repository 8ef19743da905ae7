/**
 * The expertise tree as an ARIA tree (WAI-ARIA APG "tree view"), rendered flat: one `treeitem`
 * per node and nothing else (no drop points, no empty items), each holding only its own row, its
 * place given by aria-level / aria-setsize / aria-posinset and its open state by aria-expanded.
 * A node's accessible name is therefore its own label (name, then '医師 N名' when doctors hold it),
 * never its children's text, with no aria-label to disagree with what it shows.
 *
 * Mouse: a click on a node selects it (a click on the selected node keeps it selected); the
 * chevron opens or closes it. Keyboard (one tab stop, roving tabindex): ↑ ↓ Home End move, → opens
 * or goes to the first child, ← closes or goes to the parent, Enter / Space select. Drag and drop
 * (when `onDrop` is given): a node dropped onto another becomes its child; dropped onto the root
 * strip shown while dragging, it becomes a root.
 */
import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import type { ExpertiseNode, ExpertiseTree } from '../../domain/expertise'
import type { ExpertiseId } from '../../domain/ids'
import { expertiseText as t } from './expertise.text'

/** One visible node of the tree, in display order. */
export interface VisibleExpertiseNode {
  readonly node: ExpertiseNode
  readonly level: number
  readonly setSize: number
  readonly posInSet: number
  readonly parentId: ExpertiseId | null
}

/** The nodes shown, depth first: the children of a collapsed node are not. */
export const visibleExpertiseNodes = (tree: ExpertiseTree, collapsed: ReadonlySet<string>): ReadonlyArray<VisibleExpertiseNode> => {
  const out: Array<VisibleExpertiseNode> = []
  const walk = (nodes: ReadonlyArray<ExpertiseNode>, level: number, parentId: ExpertiseId | null) =>
    nodes.forEach((node, i) => {
      out.push({ node, level, setSize: nodes.length, posInSet: i + 1, parentId })
      if (node.children.length > 0 && !collapsed.has(node.id)) walk(node.children, level + 1, node.id)
    })
  walk(tree, 1, null)
  return out
}

export interface ExpertiseTreeViewProps {
  readonly label: string
  readonly tree: ExpertiseTree
  readonly selected: ExpertiseId | undefined
  readonly collapsed: ReadonlySet<string>
  readonly busy: boolean
  readonly onSelect: (id: ExpertiseId) => void
  readonly onToggle: (id: ExpertiseId, open: boolean) => void
  /** Drag and drop re-parents (null: to the roots); omitted: nodes cannot be dragged. */
  readonly onDrop?: ((id: ExpertiseId, parentId: ExpertiseId | null) => void) | undefined
}

const dragType = 'application/x-expertise-id'

export const ExpertiseTreeView = ({ label, tree, selected, collapsed, busy, onSelect, onToggle, onDrop }: ExpertiseTreeViewProps) => {
  const items = useMemo(() => visibleExpertiseNodes(tree, collapsed), [tree, collapsed])
  const [focusedKey, setFocusedKey] = useState<ExpertiseId | undefined>(undefined)
  const [dragging, setDragging] = useState<ExpertiseId | undefined>(undefined)
  const [over, setOver] = useState<ExpertiseId | 'root' | undefined>(undefined)
  const refs = useRef(new Map<string, HTMLLIElement>())
  // the tab stop: the node focused last if still shown, else the selected one, else the first
  const tabStop =
    (focusedKey && items.some((i) => i.node.id === focusedKey) ? focusedKey : undefined) ??
    (selected && items.some((i) => i.node.id === selected) ? selected : undefined) ??
    items[0]?.node.id

  const focus = (id: ExpertiseId | undefined) => {
    if (id === undefined) return
    setFocusedKey(id)
    refs.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const item = items[index]!
    const open = item.node.children.length > 0 && !collapsed.has(item.node.id)
    const act = (action: () => void) => {
      event.preventDefault()
      event.stopPropagation()
      action()
    }
    switch (event.key) {
      case 'ArrowDown':
        return act(() => focus(items[index + 1]?.node.id))
      case 'ArrowUp':
        return act(() => focus(items[index - 1]?.node.id))
      case 'Home':
        return act(() => focus(items[0]?.node.id))
      case 'End':
        return act(() => focus(items[items.length - 1]?.node.id))
      case 'ArrowRight':
        if (item.node.children.length === 0) return
        return act(() => (open ? focus(item.node.children[0]?.id) : onToggle(item.node.id, true)))
      case 'ArrowLeft':
        return act(() => (open ? onToggle(item.node.id, false) : focus(item.parentId ?? undefined)))
      case 'Enter':
      case ' ':
        return act(() => onSelect(item.node.id))
    }
  }

  const dragProps = (id: ExpertiseId | null) =>
    onDrop && dragging !== undefined
      ? {
          onDragOver: (event: DragEvent) => {
            event.preventDefault()
            event.dataTransfer.dropEffect = 'move'
            setOver(id ?? 'root')
          },
          onDragLeave: () => setOver(undefined),
          onDrop: (event: DragEvent) => {
            event.preventDefault()
            event.stopPropagation()
            const moved = (event.dataTransfer.getData(dragType) || dragging) as ExpertiseId
            setDragging(undefined)
            setOver(undefined)
            if (moved !== id) onDrop(moved, id)
          },
        }
      : {}

  return (
    <div className="expertise-tree">
      <ul role="tree" aria-label={label} aria-busy={busy} className="expertise-tree__list">
        {items.map((item, index) => {
          const { node } = item
          const parent = node.children.length > 0
          const open = parent && !collapsed.has(node.id)
          const isSelected = node.id === selected
          return (
            <li
              key={node.id}
              ref={(el) => {
                if (el) refs.current.set(node.id, el)
                else refs.current.delete(node.id)
              }}
              role="treeitem"
              aria-level={item.level}
              aria-setsize={item.setSize}
              aria-posinset={item.posInSet}
              aria-expanded={parent ? open : undefined}
              aria-selected={isSelected ? true : undefined}
              tabIndex={node.id === tabStop ? 0 : -1}
              data-node-id={node.id}
              className={`expertise-tree__item${isSelected ? ' is-selected' : ''}${over === node.id ? ' is-drop-target' : ''}`}
              style={{ paddingInlineStart: `${(item.level - 1) * 1.5 + 0.25}rem` }}
              draggable={onDrop !== undefined}
              onDragStart={(event) => {
                event.dataTransfer.setData(dragType, node.id)
                event.dataTransfer.effectAllowed = 'move'
                setDragging(node.id)
              }}
              onDragEnd={() => {
                setDragging(undefined)
                setOver(undefined)
              }}
              {...dragProps(node.id)}
              onFocus={() => setFocusedKey(node.id)}
              onClick={() => {
                focus(node.id)
                onSelect(node.id)
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span
                className={`expertise-tree__toggler pi ${parent ? (open ? 'pi-chevron-down' : 'pi-chevron-right') : ''}`}
                aria-hidden="true"
                onClick={(event) => {
                  if (!parent) return
                  event.stopPropagation()
                  onToggle(node.id, !open)
                }}
              />
              <span className="expertise-node">
                <span className="expertise-node__name">{node.name}</span>
                {node.doctorCount > 0 ? (
                  <>
                    {' '}
                    <small className="expertise-node__count">{t.doctorCount(node.doctorCount)}</small>
                  </>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
      {onDrop && dragging !== undefined ? (
        // a mouse target only: keyboard users move a node to the roots with 移動… (（ルート）)
        <div className={`expertise-tree__root-drop${over === 'root' ? ' is-drop-target' : ''}`} aria-hidden="true" {...dragProps(null)}>
          {t.dropToRoot}
        </div>
      ) : null}
    </div>
  )
}
