import { lazy } from 'react'
import { BrowserRouter, Route } from 'react-router-dom'
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin'
import { darkTheme, lightTheme } from './theme/themes'
import { authProvider } from './providers/authProvider'
import { createDataProvider } from './providers/dataProvider'
import { client } from './providers/session'
import { i18nProvider } from './i18n/i18nProvider'
import { Layout } from './layout/Layout'
import { SignInPage } from './layout/SignInPage'
import { PageGuard } from './layout/PageGuard'
import { PAGES, RESOURCES } from './registry'
import { accountRoutes } from './pages/account/routes'
import { ENROLMENT_PATH } from './pages/two-factor/enrolment'

const Dashboard = lazy(() => import('./pages/dashboard/Dashboard'))
const TwoFactorEnrolmentPage = lazy(() => import('./pages/two-factor/TwoFactorEnrolmentPage'))

const dataProvider = createDataProvider(client)
// Preferences (theme, language, list filters) survive a reload; signing out clears them.
const store = localStorageStore('1', 'admin-panel')

/** Real paths (/content/42), not #/ ones: the service answers the app at every path it does not serve itself. */
export function App() {
  return (
    <BrowserRouter>
      <Admin
        title="Admin Panel"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={Layout}
        loginPage={SignInPage}
        dashboard={Dashboard}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        {RESOURCES.map(({ adminOnly: _adminOnly, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes noLayout>
          {accountRoutes}
          <Route path={ENROLMENT_PATH} element={<TwoFactorEnrolmentPage />} />
        </CustomRoutes>
        <CustomRoutes>
          {PAGES.map((page) => (
            <Route key={page.name} path={`/${page.name}/*`} element={<PageGuard page={page} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  )
}
