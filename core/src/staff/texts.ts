import { staffPasswordLimits, staffSignInLimit } from './model'

/** The staff area's words (docs/product.md#staff-area). */
export const staffMessages = {
  /** The one answer to a wrong password, an unknown address and a deactivated account alike. */
  invalidCredentials: 'The e-mail address or password is not right.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  passwordMissing: 'Enter your password.',
  passwordTooShort: `Use at least ${staffPasswordLimits.min} characters.`,
  passwordTooLong: `Use at most ${staffPasswordLimits.max} characters.`,
  passwordCommon:
    'This is one of the most common passwords, which attackers try first. Choose another.',
  passwordHint: `At least ${staffPasswordLimits.min} characters. A few unrelated words make a good one.`,
  nameMissing: 'Enter your name.',
  nameTooLong: 'Keep your name to 100 characters.',
  codeMissing: 'Enter the code from your authenticator app, or a recovery code.',
  codeInvalid:
    'That code is not right. Check the time on your phone and try again, or use a recovery code.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  tooManyAttempts: `Too many failed attempts. Wait ${staffSignInLimit.windowMs / 60_000} minutes and try again.`,
  signInRequired: 'Please sign in to the staff area.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'Only an owner can do that.',
  otherOrigin: 'This request did not come from the staff area.',
  twoFactorRequired: 'Set up two-factor sign-in first.',
  twoFactorAlreadySetUp: 'Two-factor sign-in is already set up for this account.',
  invitationInvalid: 'This invitation link is not valid. Ask an owner to send you a new one.',
  invitationExpired: 'This invitation has expired. Ask an owner to send you a new one.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you chose.',
  alreadyMember: 'Someone with this e-mail address is already on the team.',
  roleMissing: 'Choose a role.',
  lastOwner: 'The team needs at least one active owner: make someone else an owner first.',
  memberNotFound: 'No such member of the team.',
  invitationNotFound: 'No such invitation, or it has been accepted.',
  sessionNotFound: 'No such session.',
  unknownAction: 'Choose an action from the list.',
} as const

/** The staff pages' own words. */
export const staffPageText = {
  areaName: 'Staff area',
  signInHeading: 'Sign in to the staff area',
  signInLead:
    'For the Northlight team. Ask an owner for an invitation if you do not have an account.',
  codeHeading: 'Two-factor sign-in',
  codeLead: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  invitationHeading: 'Join the staff area',
  twoFactorHeading: 'Set up two-factor sign-in',
  twoFactorLead:
    'Every staff account signs in with a password and a code from an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator).',
  recoveryHeading: 'Your recovery codes',
  recoveryLead:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe, away from your password: they are shown only now.',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  comingSoon: 'Coming soon',
  overviewHeading: 'Overview',
  overviewLead: 'Welcome to the staff area. Choose a room to begin.',
  overviewGreeting: (firstName: string) =>
    `Welcome, ${firstName}. Choose a room to begin.`,
  accountHeading: 'Your account',
  sessionsHeading: 'Where you are signed in',
  sessionsLead:
    'A session ends after 30 minutes without use and 12 hours after signing in. End any you do not recognise.',
  teamHeading: 'Team',
  auditHeading: 'Audit log',
  auditLead:
    'Every sign-in, invitation and change to the team, newest first. Entries cannot be changed or deleted.',
  ownersOnly: 'Only an owner can open this page.',
  notFoundHeading: 'No such staff page',
  notFoundLead: 'The address may be mistyped, or the page has moved.',
  backToOverview: 'Back to the overview',
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  networkError: 'The staff area could not be reached. Check your connection and try again.',
  retryAfter: (minutes: number) =>
    `Too many failed attempts. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
} as const

/** The words of the staff components (ui/), each group handed to its component by the pages. */
export const staffFormText = {
  signIn: {
    email: 'E-mail address',
    password: 'Password',
    submit: 'Continue',
    busy: 'Checking…',
    code: 'Code',
    codeHint: 'Six digits from the app, or a recovery code such as ABCDE-12345.',
    codeSubmit: 'Sign in',
    codeBusy: 'Signing in…',
    startAgain: 'Use another account',
  },
  invitation: {
    lead: (role: string) =>
      `You have been invited to join the team as ${role}. Choose your name and a password.`,
    firstOwnerLead:
      'Nobody owns the staff area yet: this link makes you its first owner. Give your name, e-mail address and a password.',
    name: 'Your name',
    email: 'Your e-mail address',
    invitedAs: 'Invited as',
    password: 'Choose a password',
    showPassword: 'Show password',
    lengthRule: `${staffPasswordLimits.min} to ${staffPasswordLimits.max} characters`,
    submit: 'Create my account',
    busy: 'Creating your account…',
  },
  twoFactor: {
    passwordLead: 'Enter your password again to start.',
    password: 'Password',
    passwordSubmit: 'Continue',
    passwordBusy: 'Checking…',
    scanStep: '1. Scan this QR code with your authenticator app',
    qrAlt: 'QR code for your authenticator app',
    secretStep: 'Or type this key into the app',
    secretLabel: 'Key',
    confirmStep: '2. Enter the 6-digit code the app shows',
    code: 'Code from the app',
    codeSubmit: 'Turn on two-factor sign-in',
    codeBusy: 'Checking…',
  },
  recovery: {
    copy: 'Copy codes',
    copied: 'Copied to the clipboard.',
    download: 'Download as .txt',
    fileName: 'staff-recovery-codes.txt',
    fileHeading: (company: string) => `${company} staff area — recovery codes (each works once)`,
    done: 'I have kept them — continue',
  },
  sessions: {
    device: 'Browser',
    address: 'Address',
    signedIn: 'Signed in',
    lastSeen: 'Last seen',
    thisDevice: 'This device',
    end: 'End',
    endLabel: (device: string) => `End the session of ${device}`,
    ended: 'The session has ended.',
    none: 'No active sessions.',
  },
  team: {
    membersHeading: 'Members',
    name: 'Name',
    role: 'Role',
    roleOf: (name: string) => `Role of ${name}`,
    status: 'Status',
    active: 'Active',
    deactivated: 'Deactivated',
    twoFactorPending: 'Two-factor not set up',
    lastSignIn: 'Last sign-in',
    never: 'Never',
    you: 'you',
    deactivate: 'Deactivate',
    deactivateLabel: (name: string) => `Deactivate ${name}`,
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    deactivateBody:
      'They are signed out everywhere at once and can no longer sign in. The audit log keeps what they did.',
    deactivateConfirm: 'Deactivate',
    invitationsHeading: 'Open invitations',
    invitationsNone: 'No open invitations.',
    email: 'E-mail address',
    invited: 'Invited',
    expires: 'Link works until',
    resend: 'Send again',
    resendLabel: (email: string) => `Send again to ${email}`,
    inviteHeading: 'Invite someone',
    inviteLead: 'They get an e-mail with a link that works once, for 24 hours.',
    inviteSubmit: 'Send invitation',
    inviteBusy: 'Sending…',
    inviteSent: (email: string) => `Invitation sent to ${email}.`,
    resent: (email: string) => `A new link has been sent to ${email}.`,
    roleChanged: (name: string) => `${name}'s role has been changed.`,
    deactivatedDone: (name: string) => `${name} has been deactivated.`,
  },
  audit: {
    when: 'When',
    who: 'Who',
    what: 'What',
    record: 'Record',
    detail: 'Detail',
    address: 'Address',
    person: 'Person',
    personHint: 'An e-mail address, or part of one.',
    anyone: 'Anyone',
    action: 'Action',
    anyAction: 'Any action',
    filter: 'Show',
    none: 'No entries match.',
    more: 'Show older entries',
    unknown: 'unknown',
  },
} as const

/** The words of one staff component, as the pages hand them over. */
export type StaffFormText<Key extends keyof typeof staffFormText> = (typeof staffFormText)[Key]

/** The e-mail an invitation sends. */
export const staffInvitationMail = {
  subject: (company: string) => `Your invitation to the ${company} staff area`,
  setupLog: (url: string) => `Staff area: no owner yet — create one at ${url}`,
} as const
