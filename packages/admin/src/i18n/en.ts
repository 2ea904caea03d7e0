import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { accountEn } from '../pages/account/messages'
import { tokensEn } from '../pages/settings/tokens/messages'

/** The panel's own words; French (fr.ts) has the same keys. */
export const app = {
  account: accountEn,
  tokens: tokensEn,
  auth: {
    email: 'Email',
    password: 'Password',
    sign_in: 'Sign in',
    title: 'Sign in to %{name}',
    invalid_credentials: 'Wrong email or password.',
    throttled: 'Too many attempts for this email. Try again in %{wait}.',
    session_ended: 'Your session has ended. Sign in again.',
    required: 'Required',
    code_needed: 'Enter the code from your authenticator app.',
    code_help: 'Two-factor sign-in is on: enter the 6-digit code your authenticator app shows.',
    recovery_help: 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.',
    code: 'Code',
    recovery_code: 'Recovery code',
    verify: 'Verify',
    use_recovery_code: 'Use a recovery code instead',
    use_app_code: "Use the app's code instead",
    start_over: 'Start over',
    wrong_code: 'That code is not right, or it was already used. Wait for the next one and try again.',
    challenge_gone: 'This sign-in took too long. Enter your password again.'
  },
  time: {
    seconds: '%{smart_count} second |||| %{smart_count} seconds',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes'
  },
  menu: { settings: 'Settings', system: 'System' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  language: { en: 'English', fr: 'Français' },
  error: {
    unreachable: 'The service cannot be reached. Check your connection and try again.'
  },
  dashboard: {
    users: 'Users',
    orders: 'Orders',
    revenue: 'Paid revenue',
    growth: 'Growth (30 days)',
    trends: 'Trends',
    range: 'Period',
    ranges: { '7d': '7 days', '30d': '30 days', '90d': '90 days' },
    users_chart: 'New users per day',
    revenue_chart: 'Paid revenue per day',
    recent_activity: 'Recent activity',
    no_activity: 'Nothing has happened yet.'
  },
  activity: {
    system: 'The system',
    deleted_user: 'A deleted user',
    subject: 'Subject',
    actor: 'Who',
    what: 'What',
    when: 'When',
    since: 'Since',
    until: 'Until',
    empty: 'No activity matches these filters.',
    types: {
      'user.created': 'created',
      'user.updated': 'updated',
      'user.deleted': 'deleted',
      'content.published': 'published',
      'content.updated': 'updated',
      'system.alert': 'raised an alert about',
      'file.uploaded': 'uploaded',
      'file.deleted': 'deleted',
      'order.created': 'created',
      'order.updated': 'updated',
      'auth.login': 'signed in',
      'webhook.test': 'tested'
    },
    subjects: { user: 'a user', content: 'content', file: 'a file', order: 'an order', webhook: 'a webhook', system: 'the system' },
    families: { 'user.': 'Users', 'content.': 'Content', 'file.': 'Files', 'order.': 'Orders', 'system.': 'System', 'auth.': 'Sign-ins', 'webhook.': 'Webhooks' }
  },
  content: {
    write: 'Write',
    preview: 'Preview',
    nothing_to_preview: 'Nothing to preview yet.',
    markdown_help: 'Markdown: # heading, **bold**, _italic_, [link](https://…), - list',
    moves: { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive', restore: 'Back to draft' },
    type_rule: 'A lower-case word: letters, digits, - or _, starting with a letter',
    type_help: 'Such as blog, page or news',
    tags_help: 'Up to 20; press Enter after each',
    empty: 'No content yet.',
    empty_filtered: 'No content matches these filters.',
    by_you: 'you',
    by_other: 'another user',
    toolbar: { bold: 'Bold', italic: 'Italic', heading: 'Heading', link: 'Link', list: 'List', code: 'Code' }
  },
  files: {
    drop: 'Drop files here, or choose them',
    choose: 'Choose files',
    allowed: 'Allowed: %{types}. At most %{size} each.',
    uploading: 'Uploading %{name}',
    uploaded: '%{name} uploaded',
    failed: '%{name}: %{message}',
    too_large: 'Too large: at most %{size}.',
    copy_url: 'Copy URL',
    copied: 'URL copied',
    copy_failed: 'The URL could not be copied; select it and copy it by hand.',
    open: 'Open',
    empty: 'No files yet. Drop some above to upload them.',
    preview: 'Preview of %{name}',
    no_preview: 'This image cannot be shown.'
  },
  webhooks: {
    events: 'Events',
    active: 'Active',
    enable: 'Enable',
    disable: 'Disable',
    enabled: 'Webhook enabled',
    disabled: 'Webhook disabled',
    secret: 'Secret',
    secret_help: 'Leave empty and the service generates one, shown once after saving.',
    secret_edit_help: 'Leave empty to keep the current secret; a new one replaces it for the next deliveries.',
    url_rule: 'An http:// or https:// address',
    secret_title: 'The webhook’s signing secret',
    secret_once: 'Copy it now: it is shown only this once. Receivers verify each delivery’s signature with it.',
    secret_copy: 'Copy the secret',
    secret_copied: 'Secret copied',
    secret_copy_failed: 'The secret could not be copied; select it and copy it by hand.',
    secret_done: 'I have copied it',
    send_test: 'Send a test',
    test_sent: 'Test delivered: %{status}',
    test_failed: 'Test not delivered: %{error}',
    deliveries: 'Delivery log',
    no_deliveries: 'Nothing delivered yet. Send a test to see one here.',
    retry: 'Retry',
    retried: 'Delivery retried: %{status}',
    attempt: 'Attempt',
    status: 'Answer',
    duration: 'Time',
    error: 'Error',
    no_answer: 'no answer',
    empty: 'No webhooks yet. Create one to be told when something changes.',
    admin_events: 'User and system events need an administrator.'
  },
  orders: {
    empty: 'No orders yet.',
    currency_rule: 'Three capital letters, such as EUR or USD',
    currency_help: 'ISO 4217 code, such as EUR or USD',
    final: 'A refunded or cancelled order is closed: its status no longer changes.',
    moves: { pay: 'Mark as paid', cancel: 'Cancel the order', refund: 'Refund' },
    paid_fixed: 'A paid order’s total and currency cannot change.'
  },
  users: {
    empty: 'No users match.',
    password_help: 'At least 8 characters.',
    password_edit_help: 'Leave empty to keep the current password.',
    last_admin: 'The last administrator cannot be demoted or deleted.'
  },
  lists: {
    search: 'Search',
    create_first: 'Create one',
    deep_pages: 'Pages past the first %{pages}',
    longer: 'This list has %{total} rows; the page buttons reach its first %{pages} pages. Narrow it with the filters, or reverse the sort to start from its other end, or go on page by page with Next.',
    rows_from: 'Rows %{from}-%{to}',
    first_page: 'First page',
    previous_page: 'Previous page',
    next_page: 'Next page'
  },
  two_factor: {
    title: 'Two-factor sign-in',
    off: 'Two-factor sign-in is off: your password alone signs you in.',
    turn_on: 'Turn on two-factor sign-in',
    scan: 'Scan this QR code with an authenticator app, then enter the 6-digit code it shows.',
    qr_alt: 'QR code to scan with your authenticator app',
    key: 'Or type this key into the app:',
    confirm: 'Confirm',
    recovery_codes: 'Recovery codes',
    recovery_save: 'Two-factor sign-in is on. Save these recovery codes now: each signs you in once if you lose your phone, and they will not be shown again.',
    recovery_saved: 'I have saved these codes',
    on: 'Two-factor sign-in is on since %{date}. %{smart_count} recovery code left. |||| Two-factor sign-in is on since %{date}. %{smart_count} recovery codes left.',
    turn_off: 'Turn off two-factor sign-in',
    turned_off: 'Two-factor sign-in is off',
    required_title: 'Turn on two-factor sign-in',
    required: 'Administrators of this panel must use two-factor sign-in. Turn it on to continue.',
    continue: 'Continue to the panel'
  },
  settings: {
    preferences: 'Your preferences',
    language: 'Language',
    language_help: 'The panel speaks English and French; other languages show in English.',
    notifications: 'Notifications',
    notify_email: 'By email',
    notify_push: 'Push',
    sessions: 'Your sessions',
    session_browser: 'Browser',
    session_ip: 'Address',
    session_created: 'Signed in',
    session_used: 'Last used',
    this_session: 'This session',
    revoke: 'Revoke',
    revoke_title: 'Revoke this session?',
    revoke_content: 'Whoever uses it is signed out at once.',
    revoked: 'Session revoked',
    password: 'Password',
    current_password: 'Current password',
    new_password: 'New password',
    confirm_password: 'Confirm the new password',
    change_password: 'Change password',
    password_changed: 'Password changed. Your other sessions are signed out.',
    public: 'Public settings',
    public_saved: 'Public settings saved',
    app_name: 'Name of the panel',
    default_theme: 'Default theme',
    default_language: 'Default language',
    languages: 'Languages users may choose',
    languages_help: 'Language codes such as en, fr or pt-BR; type one and press Enter to add it.',
    registration: 'Anyone may create an account',
    fixed: 'Uploads up to %{size} of these types: %{types}. Version %{version}.'
  },
  system: {
    health: 'Health',
    metrics: 'Metrics',
    sampled: 'Sampled at %{time}; refreshed every 5 seconds',
    database: 'Database',
    redis: 'Redis',
    storage: 'Storage',
    uptime: 'Up for',
    version: 'Version',
    cpu: 'CPU',
    memory: 'Memory',
    disk: 'Disk',
    requests_total: 'Requests since start',
    requests_failed: 'Failed requests',
    last_minute: 'Requests in the last minute',
    p50: 'Median time (last minute)',
    p99: '99th percentile (last minute)',
    network_in: 'Network in',
    network_out: 'Network out',
    states: {
      healthy: 'Healthy',
      degraded: 'Degraded',
      unhealthy: 'Unhealthy',
      connected: 'Connected',
      disconnected: 'Disconnected',
      disabled: 'Not configured',
      available: 'Available',
      unavailable: 'Unavailable'
    }
  }
}

const resources = {
  users: { name: 'User |||| Users', notifications: { created: 'User created', updated: 'User updated', deleted: 'User deleted |||| %{smart_count} users deleted' }, fields: { name: 'Name', email: 'Email', role: 'Role', password: 'Password', createdAt: 'Created', lastLoginAt: 'Last sign-in', q: 'Search' } },
  content: {
    name: 'Content |||| Content',
    notifications: { created: 'Content item created', updated: 'Content item updated', deleted: 'Content item deleted |||| %{smart_count} content items deleted' },
    fields: { title: 'Title', content: 'Body', type: 'Type', status: 'Status', tags: 'Tags', tag: 'Tag', authorId: 'Author', createdAt: 'Created', updatedAt: 'Updated', publishedAt: 'Published', q: 'Search' }
  },
  uploads: { name: 'File |||| Files', notifications: { deleted: 'File deleted |||| %{smart_count} files deleted' }, fields: { filename: 'Name', size: 'Size', mimeType: 'Type', createdAt: 'Uploaded', url: 'URL', uploaderId: 'Uploaded by' } },
  webhooks: { name: 'Webhook |||| Webhooks', notifications: { created: 'Webhook created', updated: 'Webhook updated', deleted: 'Webhook deleted |||| %{smart_count} webhooks deleted' }, fields: { url: 'URL', events: 'Events', active: 'Active', secret: 'Secret', createdAt: 'Created', updatedAt: 'Updated' } },
  orders: {
    name: 'Order |||| Orders',
    notifications: { created: 'Order created', updated: 'Order updated', deleted: 'Order deleted |||| %{smart_count} orders deleted' },
    fields: { customerEmail: 'Customer email', total: 'Total', currency: 'Currency', status: 'Status', createdAt: 'Date', since: 'Since', until: 'Until' }
  },
  activity: { name: 'Activity |||| Activity', fields: { type: 'Event', createdAt: 'When' } }
}

export const choices = {
  roles: { user: 'User', admin: 'Administrator' },
  statuses: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  orderStatuses: { pending: 'Pending', paid: 'Paid', refunded: 'Refunded', cancelled: 'Cancelled' }
}

export const messages: TranslationMessages = {
  ...englishMessages,
  app: { ...app, choices },
  resources
}
