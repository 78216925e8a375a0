// The public entry of @app/core, one line a module, grouped by feature folder (README.md#architecture).
// The package is free of side effects, so each page's bundle keeps only what it uses.
export * from './shared/dates'
export * from './shared/money'
export * from './shared/pdf-text'
export * from './shared/svg-path'
export * from './shared/text'

export * from './api/model'
export * from './api/schema'
export * from './api/texts'

export * from './brand/mark'
export * from './brand/model'
export * from './brand/palette'
export * from './brand/placeholders'

export * from './pages/descriptions'
export * from './pages/navigation'
export * from './pages/routes'

export * from './company/home-page'
export * from './company/it-offering-cards'
export * from './company/it-services'
export * from './company/model'
export * from './company/study-abroad'

export * from './courses/catalogue'
export * from './courses/details'
export * from './courses/model'
export * from './courses/page-content'
export * from './courses/pages'

export * from './contact/model'
export * from './contact/page-content'
export * from './contact/schema'

export * from './enrolment/links'
export * from './enrolment/model'
export * from './enrolment/payment-test'
export * from './enrolment/schema'
export * from './enrolment/texts'
export * from './enrolment/thank-you'

export * from './events/model'
export * from './events/public'
export * from './events/schema'

export * from './inbox/model'
export * from './inbox/schema'
export * from './inbox/texts'

export * from './invoice/check'
export * from './invoice/company'
export * from './invoice/draft'
export * from './invoice/model'
export * from './invoice/parse'
export * from './invoice/records'
export * from './invoice/schema'
export * from './invoice/texts'
export * from './invoice/view'

export * from './legal/accessibility-statement'
export * from './legal/cookie-policy'
export * from './legal/form-notices'
export * from './legal/model'
export * from './legal/privacy-notice'
export * from './legal/terms-of-enrolment'

export * from './sap/model'
export * from './sap/schema'
export * from './sap/staff'

export * from './staff/model'
export * from './staff/schema'
export * from './staff/texts'
