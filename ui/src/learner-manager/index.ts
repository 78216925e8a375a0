export {
  LearnerManager,
  type InviteLearnerValues,
  type LearnerManagerProps,
} from './learner-manager'
