export { TeamManager, type InviteValues, type TeamManagerProps } from './team-manager'
