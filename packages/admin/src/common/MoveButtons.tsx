import type { ReactElement } from 'react'
import { SaveButton, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin'

/** One step of a record's workflow: the status it leads to and the button's words (a translation key). */
export interface Move {
  to: string
  label: string
  icon?: ReactElement
}

/**
 * One button per next workflow step; each saves the form with that status (so typed edits are
 * kept) and stays on the record, so the user sees the new status and what it locks.
 */
export function MoveButtons({ moves }: { moves: (from: string) => readonly Move[] }) {
  const record = useRecordContext<{ status: string }>()
  const resource = useResourceContext()
  const notify = useNotify()
  const translate = useTranslate()
  if (!record) return null
  // The edit page's own success message, without its redirect.
  const onSuccess = () =>
    notify(`resources.${resource}.notifications.updated`, { type: 'info', messageArgs: { smart_count: 1, _: translate('ra.notification.updated', { smart_count: 1 }) } })
  return (
    <>
      {moves(record.status).map((move) => (
        <SaveButton
          key={move.to}
          label={move.label}
          icon={move.icon}
          variant="outlined"
          // Enabled on an untouched form too: the move alone is a change. A button, not a submit:
          // only then does react-admin apply the transform and this onSuccess.
          alwaysEnable
          type="button"
          transform={(data: Record<string, unknown>) => ({ ...data, status: move.to })}
          mutationOptions={{ onSuccess }}
        />
      ))}
    </>
  )
}
