import type { ReactElement } from 'react'
import { SaveButton, useRecordContext } from 'react-admin'

/** One step of a record's workflow: the status it leads to and the button's words (a translation key). */
export interface Move {
  to: string
  label: string
  icon?: ReactElement
}

/**
 * The workflow's next steps from the record's status as loaded, one button each. A button saves
 * the form with that status, so what was typed is saved along (and kept when the service refuses).
 */
export function MoveButtons({ moves }: { moves: (from: string) => readonly Move[] }) {
  const record = useRecordContext<{ status: string }>()
  if (!record) return null
  return (
    <>
      {moves(record.status).map((move) => (
        <SaveButton
          key={move.to}
          label={move.label}
          icon={move.icon}
          variant="outlined"
          // Enabled on an untouched form too: the move alone is a change. A button, not a submit:
          // only then does react-admin apply the transform.
          alwaysEnable
          type="button"
          transform={(data: Record<string, unknown>) => ({ ...data, status: move.to })}
        />
      ))}
    </>
  )
}
