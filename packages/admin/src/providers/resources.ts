/**
 * How each react-admin resource maps onto the API: where it lives, which fields its list sorts
 * on, and which filters it takes (the panel's name to the query parameter's). The data provider
 * reads this table and nothing else about resources.
 */
export interface ResourceSpec {
  /** the list, and create when `creates` */
  list: string
  /** one record: get, update, delete (`{id}` is filled in) */
  one?: string
  sorts: readonly string[]
  /** filter name in the panel → query parameter of the list */
  filters: Readonly<Record<string, string>>
  /** a list under a parent record: the reference field that names the parent, filled into `list` */
  parent?: string
}

export const RESOURCES: Readonly<Record<string, ResourceSpec>> = {
  users: {
    list: '/api/users',
    one: '/api/users/{id}',
    sorts: ['name', 'email', 'createdAt'],
    filters: { q: 'search', role: 'role', status: 'status' }
  },
  content: {
    list: '/api/content',
    one: '/api/content/{id}',
    sorts: ['createdAt', 'updatedAt', 'publishedAt', 'title'],
    filters: { q: 'search', status: 'status', type: 'type', tag: 'tag', authorId: 'authorId' }
  },
  // The files: named after /api/upload; /files/ is where the service serves their bytes.
  uploads: {
    list: '/api/upload',
    one: '/api/upload/{id}',
    sorts: ['createdAt', 'filename', 'size'],
    filters: {}
  },
  webhooks: {
    list: '/api/webhooks',
    one: '/api/webhooks/{id}',
    sorts: ['createdAt', 'url'],
    filters: {}
  },
  deliveries: {
    list: '/api/webhooks/{webhookId}/deliveries',
    sorts: [],
    filters: {},
    parent: 'webhookId'
  },
  orders: {
    list: '/api/orders',
    one: '/api/orders/{id}',
    sorts: ['createdAt', 'total', 'customerEmail'],
    filters: { status: 'status', customerEmail: 'customerEmail', since: 'since', until: 'until' }
  },
  activity: {
    list: '/api/activity',
    sorts: [],
    filters: { type: 'type', actorId: 'actorId', subjectId: 'subjectId', since: 'since', until: 'until' }
  },
  sessions: {
    list: '/api/auth/sessions',
    one: '/api/auth/sessions/{id}',
    sorts: [],
    filters: {}
  },
  // Personal API tokens; an administrator reads another user's with userId.
  tokens: {
    list: '/api/auth/tokens',
    one: '/api/auth/tokens/{id}',
    sorts: [],
    filters: { userId: 'userId' }
  }
}
