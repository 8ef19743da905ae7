/**
 * メッセージ履歴: the last 50 messages and toasts of this session, newest first, each
 * with its time and, for an error, the id sent with its log proxy entry. Opened from the top bar.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dialog } from '../components/dialog.component'
import type { ActorRefFrom } from 'xstate'
import { jstTime } from '../../domain/jst'
import type { messageHistoryMachine } from '../../machines/message-history.machine'
import { shellText } from '../text/shell.text'

const t = shellText.messageHistory

export type MessageHistoryActor = ActorRefFrom<typeof messageHistoryMachine>

export const MessageHistoryButton = ({ actor }: { readonly actor: MessageHistoryActor }) => {
  const count = useSelector(actor, (s) => s.context.entries.length)
  return (
    <button type="button" className="top-bar__history" aria-label={t.open(count)} onClick={() => actor.send({ type: 'history.open' })}>
      <i className="pi pi-history" aria-hidden="true" />
    </button>
  )
}

export const MessageHistoryDialog = ({ actor }: { readonly actor: MessageHistoryActor }) => {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const entries = useSelector(actor, (s) => s.context.entries)
  const close = () => actor.send({ type: 'history.close' })
  return (
    <Dialog
      header={t.title}
      visible={open}
      onHide={close}
      style={{ width: 'min(640px, 95vw)' }}
      footer={<Button type="button" label={t.close} onClick={close} />}
    >
      {entries.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="message-history">
        {entries.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className={`message-history__entry message-history__entry--${entry.kind}`}>
            <div className="message-history__meta">
              <time dateTime={entry.at}>{jstTime(entry.at)}</time>
              <span className="message-history__kind">{t.kinds[entry.kind]}</span>
              {entry.title ? <span>{entry.title}</span> : null}
            </div>
            {entry.messages.map((m, j) => (
              <p key={j} className="dialog-message">{m}</p>
            ))}
            {entry.logId || entry.status !== undefined ? (
              <p className="message-history__log">{[entry.status !== undefined ? t.status(entry.status) : null, entry.logId ? t.logId(entry.logId) : null].filter(Boolean).join(' / ')}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Dialog>
  )
}
