/**
 * The development pair, used only when NODE_ENV is not production and SAP_USERNAME /
 * SAP_PASSWORD_HASH are unset: username `learner`, password `learner-dev` (README.md). Only
 * its scrypt hash is written here, made with `npm run --silent hash-password`.
 */
export const developmentLogin = {
  username: 'learner',
  passwordHash:
    'scrypt$N=32768,r=8,p=1$dNHnv2lGMcCk8M8g4twq-A$7go_aOPIxI7Bgj1fqa4Qig8n5rF8zwEQoTMucWXu-IjcuQUktJQDF2CZ_6rgcOWtWPCa6iTq3o-u_4XVWLL6-Q',
} as const
