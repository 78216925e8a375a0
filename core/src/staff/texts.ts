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
} as const

/** The e-mail an invitation sends. */
export const staffInvitationMail = {
  subject: (company: string) => `Your invitation to the ${company} staff area`,
  setupLog: (url: string) => `Staff area: no owner yet — create one at ${url}`,
} as const
