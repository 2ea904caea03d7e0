import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createTheme, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles'
import { darkTheme, lightTheme } from '../../packages/admin/src/theme/themes.js'

/** WCAG's minimum for normal text; a small chip's 13 px label is normal text. */
const AA = 4.5

/** `top` painted over the opaque `bottom`, as the browser shows it (MUI's ratio ignores alpha). */
function over(top: string, bottom: string): string {
  const [t, b] = [decomposeColor(top), decomposeColor(bottom)]
  const alpha = t.values[3] ?? 1
  return `rgb(${[0, 1, 2].map((i) => Math.round(t.values[i]! * alpha + b.values[i]! * (1 - alpha))).join(', ')})`
}

/** Every chip the panel draws, as MUI's Chip paints it: its label's colour on its background. */
function chips(theme: Theme): Record<string, { text: string; background: string }> {
  const { palette } = theme
  const filled = (['primary', 'success', 'warning', 'error'] as const).map((color) => [color, { text: palette[color].contrastText, background: palette[color].main }])
  return {
    ...Object.fromEntries(filled),
    default: { text: palette.text.primary, background: palette.action.selected },
    'outlined primary': { text: palette.primary.main, background: 'transparent' },
    'outlined default': { text: palette.text.primary, background: 'transparent' }
  }
}

// The system page's states (Degraded, Disconnected, Unavailable…), orders', content's and
// deliveries' statuses, sessions and tokens: all from these colours, in both themes, whichever
// state a test run happens to show.
for (const [name, options] of [['light', lightTheme], ['dark', darkTheme]] as const) {
  test(`${name} theme: every chip's label is at least ${AA}:1 on its background`, () => {
    const theme = createTheme(options as Parameters<typeof createTheme>[0])
    const paper = theme.palette.background.paper
    const below: string[] = []
    for (const [chip, { text, background }] of Object.entries(chips(theme))) {
      const behind = background === 'transparent' ? paper : over(background, paper)
      const ratio = getContrastRatio(over(text, behind), behind)
      if (ratio < AA) below.push(`${chip}: ${ratio.toFixed(2)}:1`)
    }
    assert.deepEqual(below, [])
  })
}
