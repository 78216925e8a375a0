export { InboxNotes, type InboxNotesProps } from './inbox-notes'
