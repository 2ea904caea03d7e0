import { useState, type ReactNode } from 'react'
import { Button, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { Form, useTranslate } from 'react-admin'
import { Notice, useAccountCall } from './AccountShell'

/**
 * The form of an account page: it posts `body(values)` to `path`; the service's messages land on
 * the fields they name, anything else above the fields, and the button waits for the answer.
 * A refused `token` (the mailed link's) calls `onBadToken`, as the page tells it apart.
 */
export function AccountForm({
  path,
  body,
  submitLabel,
  intro,
  variant = 'contained',
  onDone,
  onBadToken,
  children
}: {
  path: string
  body: (values: Record<string, unknown>) => unknown
  submitLabel: string
  intro?: string
  variant?: 'contained' | 'outlined'
  onDone: (answer: unknown) => void
  onBadToken?: () => void
  children: ReactNode
}) {
  const translate = useTranslate()
  const { call, failure } = useAccountCall()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true)
    setProblem(null)
    try {
      onDone(await call(path, body(values)))
    } catch (error) {
      const found = failure(error)
      if (found.fields.token && onBadToken) return onBadToken()
      setProblem(found.message)
      return found.fields
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
      )}
      {problem && <Notice severity="error">{problem}</Notice>}
      {children}
      <Button type="submit" variant={variant} disabled={busy} fullWidth>
        {translate(submitLabel)}
      </Button>
    </Form>
  )
}

/** What a page says once its work is done, and the way on to sign in. */
export function DoneNotice({ message, to = '/login' }: { message: ReactNode; to?: string }) {
  const translate = useTranslate()
  return (
    <>
      <Notice severity="success">{message}</Notice>
      <Button component={RouterLink} to={to} variant="contained">
        {translate('app.account.sign_in')}
      </Button>
    </>
  )
}
