import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin'

/**
 * An empty list's message in the secondary text colour: react-admin writes it in the disabled
 * one, below WCAG's contrast for text.
 */
const readableEmpty = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: { palette: { text: { secondary: string; disabled: string } } } }) => ({
        '& .RaEmpty-message': { color: theme.palette.text.secondary },
        '& .RaEmpty-icon': { color: theme.palette.text.disabled }
      })
    }
  }
}

/**
 * react-admin's light theme with a darker blue and red, and dark text on orange: the defaults fall
 * short of WCAG's 4.5:1 contrast for normal text (app bar menu, invalid labels, the Degraded chip).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#0d47a1' },
    error: { main: '#b71c1c' },
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' }
  },
  components: { ...defaultLightTheme.components, ...readableEmpty }
}

/** Dark text on the dark theme's red, as on its orange and green: white is 3.7:1 there (the system page's Disconnected chips). */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' } },
  components: { ...defaultDarkTheme.components, ...readableEmpty }
}
