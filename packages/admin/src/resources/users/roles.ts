export const ROLE_CHOICES = [
  { id: 'user', name: 'app.choices.roles.user' },
  { id: 'admin', name: 'app.choices.roles.admin' }
]
