import { useState } from 'react'
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material'
import LightModeIcon from '@mui/icons-material/LightMode'
import DarkModeIcon from '@mui/icons-material/DarkMode'
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness'
import CheckIcon from '@mui/icons-material/Check'
import { useTranslate } from 'react-admin'
import { usePreferences, type ThemeChoice } from './preferences'

const ICONS: Record<ThemeChoice, typeof LightModeIcon> = { light: LightModeIcon, dark: DarkModeIcon, system: SettingsBrightnessIcon }

/** The app bar's theme menu: light, dark or the system's, saved to the user's settings. */
export function ThemeButton() {
  const translate = useTranslate()
  const { theme, setTheme } = usePreferences()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const Current = ICONS[theme]
  const label = translate('app.theme.label')
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Current />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(Object.keys(ICONS) as ThemeChoice[]).map((choice) => {
          const Icon = ICONS[choice]
          return (
            <MenuItem
              key={choice}
              selected={choice === theme}
              onClick={() => {
                setAnchor(null)
                void setTheme(choice)
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`app.theme.${choice}`)}</ListItemText>
              {choice === theme && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
            </MenuItem>
          )
        })}
      </Menu>
    </>
  )
}
