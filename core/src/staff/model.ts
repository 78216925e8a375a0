/**
 * The staff area (docs/product.md#staff-area): who may use it, its pages and API, its limits.
 * Browser and server read the same facts here; the staff pages are a separate application that
 * no public page loads.
 */

/** Owners run the team (invite, change roles, deactivate) and read the audit log; staff do the work. */
export const staffRoles = ['owner', 'staff'] as const
export type StaffRole = (typeof staffRoles)[number]

export const staffRoleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' }

/** Where the staff area's cookies are sent: its pages and its API, nothing else of the site. */
export const STAFF_BASE_PATH = '/staff'

/** The staff area's pages. */
export const staffPages = {
  overview: '/staff',
  signIn: '/staff/sign-in',
  /** An invitation's page: set a name and password, then two-factor sign-in. */
  invitation: (token: string) => `/staff/invitation/${encodeURIComponent(token)}`,
  /** Two-factor sign-in, set up right after the password (and by anyone who has not yet). */
  twoFactorSetUp: '/staff/two-factor',
  /** One's own sessions, sign out everywhere. */
  account: '/staff/account',
  inbox: '/staff/inbox',
  enrolments: '/staff/enrolments',
  invoices: '/staff/invoices',
  /** Starts a draft on the server and opens it (docs/invoices.md#drafts). */
  newInvoice: '/staff/invoices/new',
  learners: '/staff/learners',
  /** The SAP BASIS video list. */
  learnerVideos: '/staff/learners/videos',
  events: '/staff/events',
  privacy: '/staff/privacy',
  team: '/staff/team',
  audit: '/staff/audit',
} as const

/** The query parameter of the sign-in page that says where to go once signed in. */
export const STAFF_NEXT_PARAM = 'next'

/**
 * The page to go to after signing in, from a `next` parameter: a page of the staff area, or the
 * overview. Anything else (another site, a scheme, "//", "\" or ".." tricks, a public page) is
 * ignored, so a crafted sign-in link cannot send a member of staff anywhere else.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string') return staffPages.overview
  const outside =
    !/^\/staff(?:[/?#]|$)/.test(value) || /[\\\s]/.test(value) || /\/\.\.?(?:[/?#]|$)/.test(value)
  if (outside) {
    return staffPages.overview
  }
  return value
}

/**
 * The invoice builder's address before the staff area: it leads to `staffPages.newInvoice`
 * (a new draft on the server) through the staff sign-in.
 */
export const FORMER_INVOICE_PATH = '/invoice'

/** Where the staff API lives. */
export const STAFF_API_PREFIX = '/staff/api'

/** The staff API. Every state-changing request must come from the site's own origin. */
export const staffApiPaths = {
  /** GET: who is signed in (401 when nobody). */
  session: '/staff/api/session',
  /** POST: e-mail and password; the answer says whether a code is needed next. */
  signIn: '/staff/api/sign-in',
  /** POST: the authenticator's code or a recovery code, after the password. */
  signInCode: '/staff/api/sign-in/code',
  signOut: '/staff/api/sign-out',
  signOutEverywhere: '/staff/api/sign-out-everywhere',
  /** GET: one's own active sessions. */
  sessions: '/staff/api/sessions',
  /** POST: ends one of one's own sessions. */
  endSession: (id: string) => `/staff/api/sessions/${encodeURIComponent(id)}/end`,
  /** GET: what an invitation is for (never uses it up). */
  invitation: (token: string) => `/staff/api/invitations/${encodeURIComponent(token)}`,
  /** POST: the invitation's token, a name and a password. */
  acceptInvitation: '/staff/api/invitations/accept',
  /** POST: the password again; answers the secret to put in an authenticator app. */
  twoFactorSetUp: '/staff/api/two-factor/set-up',
  /** POST: a code from the app, which turns two-factor sign-in on. */
  twoFactorConfirm: '/staff/api/two-factor/confirm',
  /** GET: the team and open invitations (owners). */
  team: '/staff/api/team',
  /** POST: invite someone (owners). */
  invitations: '/staff/api/team/invitations',
  /** POST: a new link for an open invitation (owners). */
  resendInvitation: (id: number | string) => `/staff/api/team/invitations/${id}/resend`,
  /** POST: a member's new role (owners). */
  memberRole: (id: string) => `/staff/api/team/members/${encodeURIComponent(id)}/role`,
  /** POST: deactivates a member; their sessions end at once (owners). */
  deactivateMember: (id: string) => `/staff/api/team/members/${encodeURIComponent(id)}/deactivate`,
  /** GET: the audit log, newest first (owners). */
  audit: '/staff/api/audit',
} as const

/** A room of the staff area and who may enter it. */
export interface StaffRoom {
  key: string
  label: string
  path: string
  /** Only owners see and enter it. @default false */
  ownersOnly?: boolean
  /** What it will hold, while it is still to be built. */
  comingSoon?: string
  /** What it holds, once built (the overview's card says it). */
  summary?: string
}

/** The staff area's navigation, in order. */
export const staffRooms: readonly StaffRoom[] = [
  { key: 'overview', label: 'Overview', path: staffPages.overview },
  {
    key: 'inbox',
    label: 'Inbox',
    path: staffPages.inbox,
    summary:
      'Every enquiry, event registration and enrolment in one list, with its status, notes and the state of its e-mails.',
  },
  {
    key: 'enrolments',
    label: 'Enrolments',
    path: staffPages.enrolments,
    summary: 'The enrolments with their courses, amounts, payment state and refunds.',
  },
  {
    key: 'invoices',
    label: 'Invoices',
    path: staffPages.invoices,
    summary:
      'Drafts, issued invoices with their numbers, payments and credit notes, kept on the server.',
  },
  {
    key: 'learners',
    label: 'Learners',
    path: staffPages.learners,
    summary: "The SAP BASIS learners' accounts and access, invitations and the video list.",
  },
  {
    key: 'events',
    label: 'Events',
    path: staffPages.events,
    summary: 'Events and news for the website: drafts, publishing, places and who registered.',
  },
  {
    key: 'privacy',
    label: 'Privacy requests',
    path: staffPages.privacy,
    summary: 'Find, export or erase everything held about an e-mail address.',
  },
  {
    key: 'team',
    label: 'Team',
    path: staffPages.team,
    ownersOnly: true,
    summary: 'Invite people, change roles, deactivate accounts and send invitations again.',
  },
  {
    key: 'audit',
    label: 'Audit log',
    path: staffPages.audit,
    ownersOnly: true,
    summary: 'Every sign-in, invitation and change to the team: who, what, when and from where.',
  },
]

/** The rules of a staff password (docs/product.md#staff-area). */
export const staffPasswordLimits = { min: 12, max: 128 } as const

/** How long things last in the staff area (docs/product.md#staff-area). */
export const staffTimings = {
  /** A session ends after this long without a request. */
  idleMs: 30 * 60_000,
  /** …and this long after signing in, whatever happens. */
  absoluteMs: 12 * 60 * 60_000,
  /** An invitation link (and the first owner's set-up link) works this long. */
  invitationMs: 24 * 60 * 60_000,
} as const

/** Failed sign-ins allowed per account and per address within the window, then 429. */
export const staffSignInLimit = { failures: 5, windowMs: 15 * 60_000 } as const

/** How many single-use recovery codes a staff member gets. */
export const RECOVERY_CODE_COUNT = 10

/** Everything the audit log records, one word each (docs/product.md#staff-area). */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'session-ended',
  'two-factor-enabled',
  'recovery-code-used',
  'invitation-sent',
  'invitation-resent',
  'invitation-accepted',
  'role-changed',
  'account-deactivated',
  'status-changed',
  'note-added',
  'mail-resent',
  'csv-exported',
  'privacy-exported',
  'privacy-erased',
  'invoice-created',
  'invoice-deleted',
  'invoice-issued',
  'invoice-emailed',
  'invoice-payment',
  'invoice-numbering',
  'learner-invited',
  'learner-invitation-resent',
  'learner-access-extended',
  'learner-access-ended',
  'videos-changed',
  'event-created',
  'event-updated',
  'event-published',
  'event-closed',
  'event-reopened',
  'event-cancelled',
  'news-created',
  'news-updated',
  'news-published',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditActionLabels: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  'session-ended': 'Ended a session',
  'two-factor-enabled': 'Set up two-factor sign-in',
  'recovery-code-used': 'Used a recovery code',
  'invitation-sent': 'Sent an invitation',
  'invitation-resent': 'Sent an invitation again',
  'invitation-accepted': 'Accepted an invitation',
  'role-changed': 'Changed a role',
  'account-deactivated': 'Deactivated an account',
  'status-changed': 'Changed a status',
  'note-added': 'Added a note',
  'mail-resent': 'Sent an e-mail again',
  'csv-exported': 'Exported a CSV',
  'privacy-exported': 'Exported data for a privacy request',
  'privacy-erased': 'Erased data for a privacy request',
  'invoice-created': 'Started an invoice or credit note',
  'invoice-deleted': 'Deleted a draft invoice',
  'invoice-issued': 'Issued an invoice or credit note',
  'invoice-emailed': 'E-mailed an invoice',
  'invoice-payment': 'Recorded an invoice payment',
  'invoice-numbering': 'Changed the first invoice number',
  'learner-invited': 'Invited a learner',
  'learner-invitation-resent': "Sent a learner's invitation again",
  'learner-access-extended': "Extended a learner's access",
  'learner-access-ended': "Ended a learner's access",
  'videos-changed': 'Changed the video list',
  'event-created': 'Created an event',
  'event-updated': 'Changed an event',
  'event-published': 'Published an event',
  'event-closed': 'Closed registration',
  'event-reopened': 'Reopened registration',
  'event-cancelled': 'Cancelled an event',
  'news-created': 'Wrote a news post',
  'news-updated': 'Changed a news post',
  'news-published': 'Published a news post',
}

/** Who is signed in, as the staff pages know them. */
export interface StaffUser {
  id: string
  name: string
  email: string
  role: StaffRole
}

/** `GET /staff/api/session`. */
export interface StaffSessionAnswer {
  ok: true
  user: StaffUser
  /** Whether two-factor sign-in is set up; until it is, only its set-up page opens. */
  twoFactorEnabled: boolean
}

/** Where a step of signing in leads. */
export type StaffSignInNext = 'code' | 'two-factor-set-up' | 'signed-in'

/** One of one's own sessions. */
export interface StaffSessionInfo {
  id: string
  /** The browser, as its user agent says. */
  device: string
  address: string
  signedInAt: string
  lastSeenAt: string
  /** The session this request comes from. */
  current: boolean
}

/** A member of the team, as owners see it. */
export interface TeamMember {
  id: string
  name: string
  email: string
  role: StaffRole
  /** Set when the account is deactivated. */
  deactivatedAt: string | null
  twoFactorEnabled: boolean
  lastSignInAt: string | null
}

/** An invitation not yet accepted. */
export interface PendingInvitation {
  id: number
  email: string
  role: StaffRole
  invitedAt: string
  expiresAt: string
  invitedBy: string | null
}

/** One entry of the audit log. */
export interface AuditEntry {
  id: number
  at: string
  /** Who did it: their e-mail, or what tried (a failed sign-in's e-mail as typed). */
  actor: string | null
  action: AuditAction
  /** What it was done to, e.g. "staff member 3f9…" or "enquiry 42". */
  target: string | null
  /** A line of detail, e.g. "staff → owner". */
  detail: string | null
  address: string | null
}
