import { lazy } from 'react'
import { Route } from 'react-router-dom'

const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'))
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'))
const AcceptInvitationPage = lazy(() => import('./AcceptInvitationPage'))
const VerifyEmailPage = lazy(() => import('./VerifyEmailPage'))

/**
 * The pages a person reaches signed out: from the sign-in page, or from a mailed link (the
 * service's mails point to these paths under PUBLIC_URL). Registered without the layout, so no
 * session is asked for.
 */
export const accountRoutes = [
  <Route key="forgot" path="/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="reset" path="/reset-password" element={<ResetPasswordPage />} />,
  <Route key="invitation" path="/accept-invitation" element={<AcceptInvitationPage />} />,
  <Route key="verify" path="/verify-email" element={<VerifyEmailPage />} />
]
