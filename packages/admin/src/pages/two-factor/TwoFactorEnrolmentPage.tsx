import { Typography } from '@mui/material'
import { useNavigate } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import { AccountShell } from '../account/AccountShell'
import { TwoFactorSettings } from './TwoFactorSettings'

/**
 * Where an administrator lands, outside the layout (every other route answers them 403
 * MFA_ENROLMENT_REQUIRED), until they have turned on two-factor sign-in.
 */
export default function TwoFactorEnrolmentPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  return (
    <AccountShell title="app.two_factor.required_title">
      <Typography variant="body2">{translate('app.two_factor.required')}</Typography>
      <TwoFactorSettings onEnabled={() => navigate('/')} />
    </AccountShell>
  )
}
