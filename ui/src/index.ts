// The public entry of @app/ui: every component the site may use, and its props.
export { AuditLog, type AuditFilters, type AuditLogProps } from './audit-log'
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs'
export {
  Button,
  ButtonLink,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
} from './button'
export { CallToAction, type CallToActionProps } from './call-to-action'
export { Carousel, type CarouselProps } from './carousel'
export { CheckList, type CheckListProps } from './check-list'
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field'
export { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './checkbox-group'
export { ContactDetails, type ContactDetailsProps } from './contact-details'
export { ContactForm, type ContactFormProps, type ContactFormStatus } from './contact-form'
export { ContactPage, type ContactPageProps } from './contact-page'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export { Container, containerVariants, type ContainerProps } from './container'
export { CourseCard, type CourseCardProps } from './course-card'
export { CourseGrid, type CourseGridItem, type CourseGridProps } from './course-grid'
export { CoursePage, type CoursePageProps } from './course-page'
export { DateField, type DateFieldProps } from './date-field'
export { DestinationCard, type DestinationCardProps } from './destination-card'
export {
  EnrolmentForm,
  type EnrolmentCourseOption,
  type EnrolmentDurationOption,
  type EnrolmentFormProps,
  type EnrolmentSummary,
} from './enrolment-form'
export { EnrolmentTable, type EnrolmentTableProps } from './enrolment-table'
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary'
export { EventCard, type EventCardProps } from './event-card'
export {
  EventEditor,
  type EventEditorField,
  type EventEditorProps,
  type EventEditorValues,
} from './event-editor'
export {
  EventRegistrationDialog,
  type EventRegistrationDialogProps,
} from './event-registration-dialog'
export { EventRegistrationList, type EventRegistrationListProps } from './event-registrations'
export { FeatureCard, type FeatureCardProps } from './feature-card'
export {
  controlClasses,
  Field,
  useField,
  type FieldControlProps,
  type FieldIds,
  type FieldOwnProps,
  type FieldProps,
  type UseFieldOptions,
} from './field'
export { Footer, type FooterProps } from './footer'
export { Form, useFocusFirstError, type FormProps } from './form'
export { FormNotice, type FormNoticeLink, type FormNoticeProps } from './form-notice'
export { Header, type HeaderProps } from './header'
export { Hero, type HeroProps } from './hero'
export { HomePage, type HomePageProps } from './home-page'
export { HoneypotField, type HoneypotFieldProps } from './honeypot-field'
export { highlightIcon, premiumIcon, reasonIcon, topicIcon, webServiceIcon } from './icon-sets'
export {
  EventsIllustration,
  ItServicesIllustration,
  LearningIllustration,
  StudentZoneIllustration,
  StudyAbroadIllustration,
  TeamIllustration,
  WhyChooseUsIllustration,
} from './illustrations'
export { InboxDetail, type InboxDetailProps } from './inbox-detail'
export { InboxFilters, type InboxFiltersProps } from './inbox-filters'
export { InboxList, type InboxLabels, type InboxListProps, type InboxText } from './inbox-list'
export { InboxNotes, type InboxNotesProps } from './inbox-notes'
export { InboxOverview, type InboxOverviewLinks, type InboxOverviewProps } from './inbox-overview'
export { InvoiceEditor, type InvoiceEditorProps } from './invoice-editor'
export { InvoicePreview, type InvoiceCompany, type InvoicePreviewProps } from './invoice-preview'
export {
  CreditNoteEditor,
  InvoiceList,
  InvoiceStatusPill,
  IssueDialog,
  IssuedInvoice,
  type CreditNoteEditorProps,
  type InvoiceListProps,
  type InvoiceText,
  type IssueDialogProps,
  type IssuedInvoiceProps,
} from './invoice-records'
export { PremiumServiceCards, SampleProjectCards, WebServiceCards } from './it-offerings'
export { cn } from './lib/cn'
export { lazyOnce, type LazyOnce } from './lib/lazy-once'
export {
  isInternalHref,
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkProps,
  type LinkProviderProps,
} from './link'
export { BrandMark, Logo, type LogoProps } from './logo'
export { MapEmbed, type MapEmbedProps } from './map-embed'
export { MessagePanel, type MessagePanelProps } from './message-panel'
export {
  NewsEditor,
  type NewsEditorField,
  type NewsEditorProps,
  type NewsEditorValues,
} from './news-editor'
export { NumberField, type NumberFieldProps } from './number-field'
export { PageHeader, type PageHeaderProps } from './page-header'
export { PageSection, type PageSectionProps } from './page-section'
export { PolicyDocument, type PolicyDocumentProps } from './policy-document'
export { PricingTable, type PricingRow, type PricingTableProps } from './pricing-table'
export {
  PrivacyRequest,
  type PrivacyRequestProps,
  type PrivacyRequestStatus,
} from './privacy-request'
export { ProgrammeSlide, type ProgrammeSlideProps } from './programme-slide'
export { ProjectCard, type ProjectCardProps, type ProjectKind } from './project-card'
export { RecoveryCodes, type RecoveryCodesProps } from './recovery-codes'
export {
  RoomCards,
  RoomToCome,
  type RoomCardItem,
  type RoomCardsProps,
  type RoomToComeProps,
} from './room-to-come'
export {
  type InviteLearnerValues,
  LearnerManager,
  type LearnerManagerProps,
} from './learner-manager'
export { SectionHeading, type SectionHeadingProps } from './section-heading'
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field'
export {
  SignInForm,
  type SignInField,
  type SignInFormProps,
  type SignInFormStatus,
  type SignInValues,
} from './sign-in-form'
export { SessionList, type SessionListProps } from './session-list'
export {
  StaffAuthFrame,
  StaffLayout,
  StaffPageHeading,
  type StaffAuthFrameProps,
  type StaffLayoutProps,
  type StaffLayoutUser,
  type StaffPageHeadingProps,
} from './staff-layout'
export {
  StaffInvitationForm,
  type StaffInvitationField,
  type StaffInvitationFormProps,
  type StaffInvitationValues,
} from './staff-invitation-form'
export {
  StaffSignInForm,
  type StaffFormStatus,
  type StaffSignInField,
  type StaffSignInFormProps,
  type StaffSignInValues,
} from './staff-sign-in-form'
export { SocialIcon, SocialLinks, type SocialLinksProps } from './social-links'
export { StatList, type StatListProps } from './stat-list'
export { StatusMessage, type StatusMessageProps, type StatusMessageTone } from './status-message'
export { SubmitButton, type SubmitButtonProps } from './submit-button'
export { TeamManager, type InviteValues, type TeamManagerProps } from './team-manager'
export { TextAreaField, type TextAreaFieldProps } from './text-area-field'
export { TextField, type TextFieldProps } from './text-field'
export { TimingsCard, type TimingsCardProps } from './timings-card'
export { TwoFactorSetUp, type TwoFactorSetUpProps } from './two-factor-set-up'
export { VideoTopicCard, type VideoTopicCardProps } from './video-topic-card'
export { VideoTopicList, type VideoTopic, type VideoTopicListProps } from './video-topic-list'
export { type EditedVideo, VideoListEditor, type VideoListEditorProps } from './video-list-editor'
