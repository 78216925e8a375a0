export {
  EventEditor,
  type EventEditorField,
  type EventEditorProps,
  type EventEditorValues,
} from './event-editor'
