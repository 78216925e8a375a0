export { MessagePanel, type MessagePanelProps } from './message-panel'
