// Imported only on demand (event-registration-dialog.tsx), so the dialog and Headless UI land in
// a chunk of their own instead of the events page's.
export { EventRegistrationDialog } from '@app/ui'
