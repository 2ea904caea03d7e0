import { useState, type ReactNode } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import { Button, Confirm, useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin'

interface ConfirmedDeleteOptions<R extends RaRecord> {
  resource: string
  /** translation keys; the title is given `titleOptions(record)` */
  title: string
  content: string
  successMessage: string
  titleOptions?: (record: R) => Record<string, unknown>
}

/**
 * Delete after confirmation, with the dialog held by the list: a list that switches layout mounts
 * its rows anew, closing a row's own dialog. `ask(record)` opens it; render `dialog` beside the list.
 */
export function useConfirmedDelete<R extends RaRecord>(options: ConfirmedDeleteOptions<R>): { ask: (record: R) => void; dialog: ReactNode } {
  const notify = useNotify()
  const [deleteOne, { isPending }] = useDelete<R>()
  // The record stays while the dialog closes, so that its title does not change as it fades out.
  const [target, setTarget] = useState<{ record: R; open: boolean } | null>(null)
  const close = () => setTarget((shown) => shown && { ...shown, open: false })
  const confirm = () => {
    if (!target) return
    deleteOne(
      options.resource,
      { id: target.record.id, previousData: target.record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close()
          notify(options.successMessage, { type: 'info' })
        },
        onError: (error) => {
          close()
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' })
        }
      }
    )
  }
  const dialog = (
    <Confirm
      isOpen={target?.open ?? false}
      loading={isPending}
      title={options.title}
      content={options.content}
      titleTranslateOptions={target ? options.titleOptions?.(target.record) : undefined}
      onConfirm={confirm}
      onClose={close}
    />
  )
  return { ask: (record) => setTarget({ record, open: true }), dialog }
}

/** A row's delete button that opens `useConfirmedDelete`'s dialog; `label` is a translation key. */
export function DeleteRowButton({ label, ariaLabel, onClick }: { label: string; ariaLabel?: string; onClick: () => void }) {
  const translate = useTranslate()
  return (
    <Button
      label={label}
      color="error"
      aria-label={ariaLabel ?? translate(label)}
      onClick={(event) => {
        // A row that opens on a click stays where it is.
        event.stopPropagation()
        onClick()
      }}
    >
      <DeleteIcon />
    </Button>
  )
}
