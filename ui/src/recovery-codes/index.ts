export { RecoveryCodes, type RecoveryCodesProps } from './recovery-codes'
