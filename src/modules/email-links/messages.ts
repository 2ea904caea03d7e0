import type { MailMessage } from '../mail/index.js'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

interface Letter {
  to: string
  subject: string
  /** paragraphs before the link */
  lines: string[]
  /** the link and the words of its button */
  action?: { link: string; label: string }
  /** paragraphs after the link */
  after: string[]
}

/** One mail in its two parts: plain text, and simple HTML with the same words and the link as a button. */
function compose(appName: string, letter: Letter): MailMessage {
  const { action } = letter
  const text = [...letter.lines, ...(action ? [action.link] : []), ...letter.after, `-- ${appName}`].join('\n\n')
  const paragraph = (line: string) => `<p>${escape(line)}</p>`
  const button = action
    ? `<p><a href="${escape(action.link)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#fff;text-decoration:none;border-radius:4px">${escape(action.label)}</a></p><p style="font-size:12px;color:#555">${escape(action.link)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">${letter.lines.map(paragraph).join('')}${button}${letter.after.map(paragraph).join('')}<p style="color:#555">${escape(appName)}</p></body></html>`
  return { to: letter.to, subject: letter.subject, text, html, ...(action && { link: action.link }) }
}

export function passwordResetMail(appName: string, to: string, link: string): MailMessage {
  return compose(appName, {
    to,
    subject: `Reset your ${appName} password`,
    lines: ['Someone asked to reset the password of your account. To choose a new password, open this link within 30 minutes:'],
    action: { link, label: 'Choose a new password' },
    after: ['The link works once. If you did not ask for it, ignore this mail: your password stays as it is.']
  })
}

export function invitationMail(appName: string, to: string, link: string, inviter: string): MailMessage {
  return compose(appName, {
    to,
    subject: `You are invited to ${appName}`,
    lines: [`${inviter} invited you to ${appName}. To accept, open this link within 72 hours, and choose your name and password:`],
    action: { link, label: 'Accept the invitation' },
    after: ['If you did not expect this invitation, ignore this mail.']
  })
}

export function verificationMail(appName: string, to: string, link: string): MailMessage {
  return compose(appName, {
    to,
    subject: `Confirm your email address for ${appName}`,
    lines: [`To confirm that ${to} is your address, open this link within 48 hours:`],
    action: { link, label: 'Confirm my address' },
    after: ['If you did not create an account, ignore this mail.']
  })
}

export function emailChangeMail(appName: string, to: string, link: string): MailMessage {
  return compose(appName, {
    to,
    subject: `Confirm your new email address for ${appName}`,
    lines: [`Someone asked to make ${to} the sign-in address of an account. To confirm, open this link within 24 hours:`],
    action: { link, label: 'Confirm the new address' },
    after: ['Until then the account keeps its old address. If you did not ask for this, ignore this mail.']
  })
}

export function emailChangeNotice(appName: string, to: string, newEmail: string): MailMessage {
  return compose(appName, {
    to,
    subject: `Your ${appName} sign-in address is about to change`,
    lines: [
      `Someone signed in to your account asked to change its sign-in address to ${newEmail}. It changes once that address confirms it.`,
      'If this was not you, change your password now: that ends every session, and the change cannot be confirmed from an old one.'
    ],
    after: []
  })
}
