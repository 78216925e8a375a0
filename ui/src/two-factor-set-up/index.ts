export { TwoFactorSetUp, type TwoFactorSetUpProps } from './two-factor-set-up'
