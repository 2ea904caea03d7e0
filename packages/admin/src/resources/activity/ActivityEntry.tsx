import { Link as RouterLink } from 'react-router-dom'
import { Link, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

export interface ActivityRecord {
  id: string
  type: string
  actor: { id: string; name: string | null } | null
  subject: { type: string; id: string }
  createdAt: string
}

/** Where a subject is shown in the panel; none for what has no page (or is gone). */
function subjectPath({ type, subject }: Pick<ActivityRecord, 'type' | 'subject'>): string | null {
  if (type.endsWith('.deleted')) return null
  switch (subject.type) {
    case 'user':
      return `/users/${encodeURIComponent(subject.id)}`
    case 'content':
      return `/content/${encodeURIComponent(subject.id)}`
    case 'order':
      return `/orders/${encodeURIComponent(subject.id)}`
    case 'webhook':
      return `/webhooks/${encodeURIComponent(subject.id)}`
    case 'file':
      return '/uploads'
    case 'system':
      return '/system'
    default:
      return null
  }
}

/** "Ada published content": what happened, in words, linking to what it happened to. */
export function ActivityText({ entry }: { entry: ActivityRecord }) {
  const translate = useTranslate()
  const who = entry.actor ? (entry.actor.name ?? translate('app.activity.deleted_user')) : translate('app.activity.system')
  const what = translate(`app.activity.types.${entry.type}`, { _: entry.type })
  const subject = translate(`app.activity.subjects.${entry.subject.type}`, { _: entry.subject.type })
  const path = subjectPath(entry)
  // "Ada signed in", not "Ada signed in as a user": the subject is the actor.
  if (entry.type === 'auth.login') {
    return (
      <Typography variant="body2" component="span">
        <strong>{who}</strong> {what}
      </Typography>
    )
  }
  return (
    <Typography variant="body2" component="span">
      <strong>{who}</strong> {what}{' '}
      {path ? (
        <Link component={RouterLink} to={path}>
          {subject}
        </Link>
      ) : (
        subject
      )}
    </Typography>
  )
}
